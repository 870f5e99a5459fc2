/**
 * The spec's fixed texts of the modal's screens that no flow or error catalogue owns: captcha,
 * terms acceptance, the login screen's links and the MFA screens. Each text is written once,
 * here, with its rule ID; registry screens render these and never spell them out themselves.
 * Error texts live in errorTexts.ts, the landing header default in config/resolveAppConfig.ts,
 * the consent footer in consent.ts, the login list's labels in loginLayout.ts, passkey list labels
 * in passkeys.ts.
 */
export const SCREEN_TEXT = {
  awaitingCode: {
    /** once the code is verified. */
    success: 'Success!',
  },
  captcha: {
    /** while the check runs. */
    checking: 'Checking that you are a human...',
    /** title on success. */
    success: 'Success!',
    /** detail on success. */
    successDetail: 'CAPTCHA passed successfully.',
    /** the button that goes on. */
    continue: 'Continue',
    /** the button that runs the check again. */
    retry: 'Retry',
  },
  consent: {
    /** title of the terms acceptance screen. */
    title: 'One last step',
    /** body. */
    body: 'By signing up, you agree to our terms and privacy policy.',
    /** link to the terms. */
    viewTerms: 'View Terms',
    /** link to the privacy policy. */
    viewPrivacyPolicy: 'View Privacy Policy',
    /** the decline button. */
    decline: 'No thanks',
    /** the accept button. */
    accept: 'Accept',
  },
  crossApp: {
    /** CROSS_APP_AUTH_SCREEN while the provider app's popup is open; our text, the spec gives none. */
    pending: 'Finish in the window that opened.',
  },
  landing: {
    /** the lead of the footer's provider link. */
    protectedBy: 'Protected by',
  },
  mfa: {
    /** title of the method chooser. */
    chooseMethod: 'Choose a verification method',
    /** the TOTP method. */
    totp: 'Authenticator App',
    /** the SMS method. */
    sms: 'SMS',
    /** the passkey method. */
    passkey: 'Passkey',
    /** the mark on Authenticator App. */
    recommended: 'Recommended',
    /** the mark on SMS when the user logs in by SMS. */
    disabled: 'Disabled',
    /** the mark on an enrolled method. */
    added: 'Added',
    /** intro title when the user has no MFA method. */
    intro: 'Transaction Protection',
    /** title when the app enables no MFA method. */
    addMoreSecurity: 'Add more security',
    /** SMS enrollment success. */
    smsAdded: 'SMS verification added',
    /**
     * SMS enrollment consent; the spec states its content, not its words, so these are ours.
     */
    smsAgreement: 'By continuing, you agree to receive text messages for verification. Carrier charges may apply.',
    /** the TOTP enroll step's button. */
    continue: 'Continue',
    /** TOTP enrollment success. */
    totpAdded: 'Authenticator app verification added',
    /** the button that ends TOTP enrollment. */
    done: 'Done',
    /** the passkey enrollment intro's button. */
    addPasskey: 'Add a new passkey',
    /** the passkey enrollment list's button. */
    enablePasskeys: 'Enable passkeys',
    /** passkey enrollment success. */
    passkeyAdded: 'Passkey verification added',
  },
  embeddedWallet: {
    /** W-2.15 the cloud drive recovery option. */
    googleDrive: 'Google Drive',
    /** W-2.15 the device cloud recovery option. */
    icloud: 'Apple iCloud',
    /** W-2.18 the link on the set-automatic-recovery screen. */
    moreRecoveryOptions: 'More recovery options',
    /** W-2.24 the password wizard's result on success. */
    success: 'Success',
    /** W-2.24 the password wizard's result on failure (a detail follows). */
    somethingWentWrong: 'Something went wrong',
    /** W-2.25 the checkbox that gates 'Set Password'. */
    iUnderstand: 'I understand',
    /** W-2.25 the password wizard's final button. */
    setPassword: 'Set Password',
    /** W-2.31 title of the key export screen. */
    transferWallet: 'Transfer wallet',
  },
} as const

/**
 * Where the login screen's 'Protected by' link leads: the product that runs the login.
 * The spec names no provider, so the link names Lobby and its home page (the registry's homepage).
 */
export const PROTECTED_BY_LINK = { name: 'Lobby', href: 'https://lobby.dev' } as const
