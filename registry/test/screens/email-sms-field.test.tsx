import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EmailSmsField } from '@/components/lobby/ui/email-sms-field'

afterEach(cleanup)

describe('EmailSmsField', () => {
  it('A-2.38 A-2.39 the user switches the shared field to a country dropdown with +callcode', async () => {
    render(<EmailSmsField methods={['email', 'sms']} onSubmitEmail={() => {}} onSubmitPhone={() => {}} />)
    expect(screen.getByLabelText('Email address')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Use phone instead' }))
    expect(screen.getByLabelText('Phone number')).toBeTruthy()
    const country = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement
    await waitFor(() => expect(country.options.length).toBeGreaterThan(100))
    expect(country.selectedOptions[0]?.textContent).toBe('US +1')
  })

  it('A-2.40 Enter submits the email', async () => {
    const onSubmitEmail = vi.fn()
    render(<EmailSmsField methods={['email']} onSubmitEmail={onSubmitEmail} onSubmitPhone={() => {}} />)
    await userEvent.type(screen.getByLabelText('Email address'), 'you@example.com{Enter}')
    expect(onSubmitEmail).toHaveBeenCalledWith('you@example.com')
    expect(screen.queryByRole('button', { name: 'Use phone instead' })).toBeNull()
  })

  it('A-2.40 Enter submits a valid phone number with its calling code', async () => {
    const onSubmitPhone = vi.fn()
    render(<EmailSmsField methods={['sms']} onSubmitEmail={() => {}} onSubmitPhone={onSubmitPhone} />)
    const country = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement
    await waitFor(() => expect(country.options.length).toBeGreaterThan(100))
    await userEvent.type(screen.getByLabelText('Phone number'), '2133734253{Enter}')
    await waitFor(() => expect(onSubmitPhone).toHaveBeenCalledOnce())
    expect(onSubmitPhone.mock.calls[0]![0]).toMatchObject({ isValid: true, countryCode: 'US' })
  })
})
