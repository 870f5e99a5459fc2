import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Vitest does not define test globals here, so Testing Library's own after-each clean-up never
// registers: unmount what each test rendered, or its effects run on into the next test.
afterEach(cleanup)
