import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { CliError } from '../utils/cliError.ts'

const Deps = z.record(z.string(), z.string()).optional()

/** The parts of a host's package.json the CLI reads. */
export const HostPackageJsonSchema = z.looseObject({
  name: z.string().optional(),
  packageManager: z.string().optional(),
  dependencies: Deps,
  devDependencies: Deps,
  peerDependencies: Deps,
})

/** A host's package.json, as far as the CLI needs it. */
export type HostPackageJson = z.infer<typeof HostPackageJsonSchema>

/** Reads the host's package.json, or fails with `project.not_found` when there is none. */
export function readPackageJson(root: string): HostPackageJson {
  const file = join(root, 'package.json')
  if (!existsSync(file)) {
    throw new CliError('project.not_found', `No package.json in ${root}: this is not a JavaScript project.`, {
      nextStep: "Run lobby in your app's folder, or pass --cwd <path to your app>.",
    })
  }
  try {
    return HostPackageJsonSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
  } catch (cause) {
    throw new CliError('project.not_found', `${file} could not be read as a package.json.`, {
      nextStep: 'Fix package.json (it must be valid JSON), then run the command again.',
      cause,
    })
  }
}

/** Every package the host declares, whatever the dependency field. */
export function declaredPackages(pkg: HostPackageJson): Set<string> {
  return new Set([
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.devDependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
  ])
}
