import * as z from 'zod/mini'

/** Every error answer: `{ code, error }` with a catalogue code and a readable message. */
export const WireError = z.looseObject({
  code: z.string(),
  error: z.string(),
})
/** An error answer as the server sends it. */
export type WireError = z.infer<typeof WireError>
