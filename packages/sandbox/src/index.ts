export { type CreateSandboxOptions, createSandbox, type Sandbox } from './createSandbox.ts'
export { type RunningSandbox, startSandbox } from './startSandbox.ts'
