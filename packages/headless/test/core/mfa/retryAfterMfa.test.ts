import { describe, expect, it } from 'vitest'
import { LobbyError } from '../../../src/core/errors/lobbyError'
import { retryAfterMfa } from '../../../src/core/mfa/retryAfterMfa'

const mfaRefusal = () =>
  new LobbyError('wallet_error', 'missing_or_invalid_mfa', 'This action needs a recent MFA verification.')

/** An operation refused for MFA `refusals` times, then answering 'done'; counts its runs. */
function refusedFor(refusals: number) {
  const op = {
    runs: 0,
    run: async () => {
      op.runs += 1
      if (op.runs <= refusals) throw mfaRefusal()
      return 'done'
    },
  }
  return op
}

describe('retryAfterMfa', () => {
  it('W-4.55 A-4.41 a missing_or_invalid_mfa refusal verifies MFA, then runs the operation again', async () => {
    const op = refusedFor(1)
    let verified = 0
    const result = await retryAfterMfa(op.run, async () => {
      verified += 1
    })
    expect(result).toBe('done')
    expect(op.runs).toBe(2)
    expect(verified).toBe(1)
  })

  it('W-4.55 A-4.41 still refused after 4 attempts: the refusal is rethrown after 3 verifications', async () => {
    const op = refusedFor(10)
    let verified = 0
    const error = await retryAfterMfa(op.run, async () => {
      verified += 1
    }).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'missing_or_invalid_mfa' })
    expect(op.runs).toBe(4)
    expect(verified).toBe(3)
  })

  it('W-4.55 A-4.41 refused 3 times, the 4th attempt still goes through', async () => {
    const op = refusedFor(3)
    expect(await retryAfterMfa(op.run, async () => undefined)).toBe('done')
    expect(op.runs).toBe(4)
  })

  it('any other error is rethrown at once, with no MFA verification', async () => {
    let runs = 0
    let verified = 0
    const other = new LobbyError('wallet_error', 'invalid_recovery_pin', 'Invalid recovery password.')
    const error = await retryAfterMfa(
      async () => {
        runs += 1
        throw other
      },
      async () => {
        verified += 1
      },
    ).catch((e: unknown) => e)
    expect(error).toBe(other)
    expect(runs).toBe(1)
    expect(verified).toBe(0)
  })

  it('without a verifier the missing_or_invalid_mfa refusal is rethrown after one attempt', async () => {
    const op = refusedFor(1)
    await expect(retryAfterMfa(op.run)).rejects.toMatchObject({ code: 'missing_or_invalid_mfa' })
    expect(op.runs).toBe(1)
  })

  it('a verification that is canceled rejects with its own error and the operation does not run again', async () => {
    const op = refusedFor(1)
    const canceled = new LobbyError('client_error', 'mfa.canceled', 'Verification canceled')
    await expect(
      retryAfterMfa(op.run, async () => {
        throw canceled
      }),
    ).rejects.toBe(canceled)
    expect(op.runs).toBe(1)
  })
})
