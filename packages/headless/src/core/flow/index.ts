export * from './createFlow'
