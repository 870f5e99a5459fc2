import { describe, expect, it } from 'vitest'
import { createFrameServer, FrameHandlerError } from '../../../../sandbox/src/frame/createFrameServer.ts'
import { errorScreenFor } from '../../../src/core/errors/errorScreens'
import { ERROR_TEXTS } from '../../../src/core/errors/errorTexts'
import { createFrameChannel } from '../../../src/core/wallet/createFrameChannel'
import { createFramePair } from './fakeFrameWindows'

const HOST = 'https://app.example'
const FRAME = 'https://wallet.lobby.test'

/** A frame whose recover answers with the error type given, and the SDK's channel to it. */
function recoverFailingWith(type: string) {
  const pair = createFramePair(HOST, FRAME)
  createFrameServer(
    {
      'lobby:wallet:recover': () => {
        throw new FrameHandlerError(type, 'frame says no')
      },
    },
    { allowedOrigin: HOST, allowedSource: pair.hostFromFrame, selfWindow: pair.frame },
  )
  const channel = createFrameChannel({
    targetWindow: pair.frameFromHost,
    targetOrigin: FRAME,
    selfWindow: pair.host,
    timeoutMs: 1000,
  })
  return channel.request('lobby:wallet:recover', {
    accessToken: 't',
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    recoveryPin: 'wrong',
  })
}

describe("frame errors reach the W-8 catalogue's texts", () => {
  it.each(['invalid_recovery_pin', 'invalid_request_arguments'])(
    "W-8.25 a frame's %s on password recovery shows 'Invalid recovery password, please try again.'",
    async (type) => {
      const error = await recoverFailingWith(type).catch((e: unknown) => e)
      const screen = errorScreenFor(error, null, { flow: 'password_recovery' })
      expect(screen.title).toBe(ERROR_TEXTS.invalidRecoveryPassword)
      expect(screen.title).toBe('Invalid recovery password, please try again.')
    },
  )

  it("W-8.26 any other frame error on password recovery shows 'An error has occurred, please try again.'", async () => {
    const error = await recoverFailingWith('unknown_error').catch((e: unknown) => e)
    expect(errorScreenFor(error, null, { flow: 'password_recovery' }).title).toBe(
      'An error has occurred, please try again.',
    )
  })
})
