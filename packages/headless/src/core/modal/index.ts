export * from './screens'
