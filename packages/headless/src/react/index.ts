'use client'
/**
 * `@lobby/headless`: the React hooks, plus everything of `@lobby/headless/core`.
 * @packageDocumentation
 */
export * from '../core/index'
export { mergeProps } from './mergeProps'
export { useStore } from './useStore'
