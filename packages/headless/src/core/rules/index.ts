export * from './otp'
