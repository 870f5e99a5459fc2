import { fileURLToPath } from 'node:url'

const headlessSrc = fileURLToPath(new URL('./packages/headless/src', import.meta.url))
const sandboxSrc = fileURLToPath(new URL('./packages/sandbox/src', import.meta.url))

/** The workspace packages, mapped to their sources: tests run on the code, with no build step. */
export const workspaceAliases = [
  { find: /^@lobby\/headless\/core$/, replacement: `${headlessSrc}/core/index.ts` },
  { find: /^@lobby\/headless\/viem$/, replacement: `${headlessSrc}/viem.ts` },
  { find: /^@lobby\/headless$/, replacement: `${headlessSrc}/react/index.ts` },
  { find: /^@lobby\/sandbox$/, replacement: `${sandboxSrc}/index.ts` },
]
