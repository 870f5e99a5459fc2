export * from './wire'
