import { z } from 'zod'

/** One message of the sandbox inbox, as `GET /_sandbox/inbox?to=` answers it (newest first). */
const InboxAnswer = z.array(z.object({ to: z.string(), code: z.string(), sentAt: z.string() }))

/** Options of `latestCode`. */
export type LatestCodeOptions = {
  /** How long to wait for a code to arrive. @default 5000 */
  timeoutMs?: number
  /** Only a code sent after this moment counts (e.g. a resend): `Date` or epoch milliseconds. */
  sentAfter?: Date | number
}

/**
 * The newest code the sandbox sent to an email address or phone number (its inbox), waiting
 * for one to arrive: the page may ask for the code a moment before the test does.
 *
 * @param sandboxUrl The sandbox's base URL (`TestSandbox.url`).
 * @param to The email address or phone number the code went to, as the user typed it.
 * @example
 * await page.getByLabel('Email address').fill('ada@example.com')
 * await page.keyboard.press('Enter')
 * await page.keyboard.type(await latestCode(sandbox.url, 'ada@example.com'))
 */
export async function latestCode(sandboxUrl: string, to: string, options: LatestCodeOptions = {}): Promise<string> {
  const inbox = new URL('/_sandbox/inbox', sandboxUrl)
  inbox.searchParams.set('to', to)
  const after = options.sentAfter === undefined ? Number.NEGATIVE_INFINITY : Number(options.sentAfter)
  const deadline = Date.now() + (options.timeoutMs ?? 5000)
  for (;;) {
    const response = await fetch(inbox)
    if (!response.ok) {
      throw new Error(
        `The sandbox at ${sandboxUrl} answered ${response.status} for its inbox: pass the URL startTestSandbox returned.`,
      )
    }
    const parsed = InboxAnswer.safeParse(await response.json())
    if (!parsed.success) {
      throw new Error(`The sandbox at ${sandboxUrl} answered an inbox this kit cannot read: ${parsed.error.message}`)
    }
    const latest = parsed.data.find((message) => Date.parse(message.sentAt) > after)
    if (latest) return latest.code
    if (Date.now() >= deadline) {
      throw new Error(
        `No code reached ${to} in the sandbox inbox within ${options.timeoutMs ?? 5000} ms: check the address the page sent the code to, or raise timeoutMs.`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
