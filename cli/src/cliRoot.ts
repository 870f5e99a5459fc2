/** The CLI package's folder; this file sits one level below it both in src/ and, bundled, in dist/. */
export const CLI_ROOT: URL = new URL('..', import.meta.url)
