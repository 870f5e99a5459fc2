import { z } from 'zod'

/** Item names double as file names (`<name>.json`), so only kebab-case is accepted. */
export const ItemName = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'item names are kebab-case (a-z, 0-9 and -).')
