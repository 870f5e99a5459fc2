import type { BuildOptions } from 'esbuild'

/** esbuild options of dist/lobby.mjs. */
export declare const bundleOptions: BuildOptions
