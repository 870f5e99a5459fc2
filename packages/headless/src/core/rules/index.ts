export * from './otp'
export * from './screenText'
