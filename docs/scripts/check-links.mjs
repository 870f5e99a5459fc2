#!/usr/bin/env node
// Link check of the static build: every internal href and src in every page must lead to a
// built file, and every #fragment to an element with that id. Absolute http(s) links leave
// the site (the sandbox, the npm registry) and are not followed.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')
if (!existsSync(dist)) {
  console.error('check-links: no dist/. Run `pnpm --filter @lobby/docs build` first.')
  process.exit(1)
}

const pages = []
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) walk(path)
    else if (name.endsWith('.html')) pages.push(path)
  }
}
walk(dist)

const idsOf = (html) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]))
const targetFile = (pathname) => {
  const direct = join(dist, pathname)
  if (existsSync(direct) && statSync(direct).isFile()) return direct
  const index = join(dist, pathname, 'index.html')
  return existsSync(index) ? index : null
}

const broken = []
let checked = 0
for (const page of pages) {
  const html = readFileSync(page, 'utf8')
  const pagePath = `/${relative(dist, dirname(page))}`
  for (const [, attr, value] of html.matchAll(/\s(href|src)="([^"]*)"/g)) {
    if (/^(https?:|mailto:|data:)/.test(value)) continue
    checked += 1
    const url = new URL(value, `http://docs.local${pagePath.endsWith('/') ? pagePath : `${pagePath}/`}`)
    const file =
      url.pathname === pagePath && !value.startsWith('/') ? page : targetFile(decodeURIComponent(url.pathname))
    if (!file) {
      broken.push(`${relative(dist, page)}: ${attr}="${value}" leads nowhere`)
      continue
    }
    const fragment = decodeURIComponent(url.hash.slice(1))
    if (fragment && file.endsWith('.html') && !idsOf(readFileSync(file, 'utf8')).has(fragment)) {
      broken.push(`${relative(dist, page)}: ${attr}="${value}" has no element with id "${fragment}"`)
    }
  }
}

if (broken.length) {
  console.error(`check-links: ${broken.length} broken link(s) in ${pages.length} pages:\n  ${broken.join('\n  ')}`)
  process.exit(1)
}
console.log(`check-links: ${checked} links in ${pages.length} pages, none broken`)
