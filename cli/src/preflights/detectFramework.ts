import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { CliError } from '../utils/cliError.ts'
import { declaredPackages, type HostPackageJson } from './readPackageJson.ts'

/** The host frameworks `lobby` supports; Next's App Router is the React Server Components one. */
export type Framework = 'vite' | 'next-app' | 'next-pages'

const CONFIG_EXTENSIONS = ['js', 'mjs', 'cjs', 'ts', 'mts']

function hasConfig(root: string, stem: string): boolean {
  return CONFIG_EXTENSIONS.some((ext) => existsSync(join(root, `${stem}.config.${ext}`)))
}

/** Detects Vite or Next.js (App Router when an `app/` folder exists), or fails with `project.unsupported`. */
export function detectFramework(root: string, pkg: HostPackageJson): Framework {
  const packages = declaredPackages(pkg)
  if (packages.has('next') || hasConfig(root, 'next')) {
    const appRouter = existsSync(join(root, 'app')) || existsSync(join(root, 'src', 'app'))
    return appRouter ? 'next-app' : 'next-pages'
  }
  if (packages.has('vite') || hasConfig(root, 'vite')) return 'vite'
  throw new CliError('project.unsupported', `Found no Vite or Next.js app in ${root}.`, {
    nextStep: 'Run lobby in a Vite or Next.js app (with `vite` or `next` in package.json).',
  })
}
