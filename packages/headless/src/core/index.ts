/**
 * `@lobby/headless/core`: every rule of the spec, framework-free. Nothing below `src/core/`
 * imports React, so this entry loads in plain Node, in workers and in other frameworks.
 * @packageDocumentation
 */
export { CLIENT_VERSION } from './version'
