import { describe, expect, it } from 'vitest'
import { CUSTOM_TIME_MESSAGE } from '#app/schemas/lead'
import { leadBody } from '#tests/factories/enquiries'
import { type LeadDraft, validateLead } from './lead-validation'

// The API tests' lead, as the call-back form would hand it over.
const draft = leadBody() as LeadDraft

describe('validateLead', () => {
  it('passes a complete lead through the shared schema', () => {
    const result = validateLead(draft)
    expect(result.success).toBe(true)
  })

  it('names each failing field by its form name, nested ones included', () => {
    const result = validateLead({
      ...draft,
      first_name: ' ',
      email: 'maria@',
      custom_fields: { ...draft.custom_fields, best_time_to_call: 'custom', message: '  ' },
    })
    expect(result).toEqual({
      success: false,
      errors: {
        first_name: 'First name is required',
        email: 'Please enter a valid email address.',
        message: CUSTOM_TIME_MESSAGE,
      },
    })
  })

  it('keeps the first message when a field breaks several rules', () => {
    const result = validateLead({ ...draft, phone: '' })
    expect(result.success === false && result.errors.phone).toBe('Phone number is required')
  })
})
