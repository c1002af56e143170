import { describe, expect, it } from 'vitest'
import { plainEmailAddress } from '#app/lib/email-address'
import { leadBody } from '#tests/factories/enquiries'
import { CUSTOM_TIME_MESSAGE, LeadInputSchema, splitName } from './lead'
import { EmailSignupInputSchema } from './newsletter'

describe('splitName', () => {
  it('splits on the first space and uses - when there is no last name', () => {
    expect(splitName('Maria Rossi')).toEqual({ first_name: 'Maria', last_name: 'Rossi' })
    expect(splitName('  Anna  Maria   de Luca ')).toEqual({ first_name: 'Anna', last_name: 'Maria de Luca' })
    expect(splitName('Cher')).toEqual({ first_name: 'Cher', last_name: '-' })
  })

  it('leaves a line break where it is, for the schema to refuse, rather than making it a space', () => {
    expect(splitName('Eve\r\nBcc: victim@example.com')).toEqual({
      first_name: 'Eve\r\nBcc:',
      last_name: 'victim@example.com',
    })
  })
})

const lead = leadBody()

describe('LeadInputSchema', () => {
  it('accepts a complete lead and drops fields it does not know', () => {
    const parsed = LeadInputSchema.parse({ ...lead, is_admin: true })
    expect(parsed).not.toHaveProperty('is_admin')
    expect(parsed.custom_fields.best_time_to_call).toBe('morning')
  })

  it('requires a message when the visitor picks another time', () => {
    const result = LeadInputSchema.safeParse({ ...lead, custom_fields: { best_time_to_call: 'custom' } })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({
      path: ['custom_fields', 'message'],
      message: CUSTOM_TIME_MESSAGE,
    })
  })

  it('refuses a phone number without enough digits, and a bad email', () => {
    expect(LeadInputSchema.safeParse({ ...lead, phone: 'call me' }).success).toBe(false)
    expect(LeadInputSchema.safeParse({ ...lead, phone: '12' }).success).toBe(false)
    expect(LeadInputSchema.safeParse({ ...lead, email: 'maria@' }).success).toBe(false)
    expect(LeadInputSchema.safeParse({ ...lead, phone: '+44 (0)20 7946-0999' }).success).toBe(true)
  })
})

describe('custom_fields.source', () => {
  const withSource = (source: unknown) =>
    LeadInputSchema.safeParse({ ...lead, custom_fields: { ...lead.custom_fields, source } })

  it('keeps any source another client sends, trimmed, up to 100 characters', () => {
    expect(withSource('  lakes-partner-site ').data?.custom_fields.source).toBe('lakes-partner-site')
    expect(withSource('x'.repeat(100)).data?.custom_fields.source).toBe('x'.repeat(100))
    expect(withSource('package-page').data?.custom_fields.source).toBe('package-page')
  })

  it('treats a blank or null source as not given', () => {
    for (const blank of ['   ', '', null, undefined]) {
      const result = withSource(blank)
      expect(result.success).toBe(true)
      expect(result.data?.custom_fields.source).toBeUndefined()
    }
  })

  it('refuses a longer source, or one that is not text, saying why', () => {
    expect(withSource('x'.repeat(101)).error?.issues).toMatchObject([
      { path: ['custom_fields', 'source'], message: 'Source must be at most 100 characters' },
    ])
    expect(withSource(42).error?.issues).toMatchObject([{ message: 'Source must be text' }])
  })
})

describe('over-long input', () => {
  // A 15 KB value is refused for its length alone: the checks stop there, so the patterns never read it.
  const issuesFor = (body: Record<string, unknown>) =>
    LeadInputSchema.safeParse({ ...lead, ...body }).error?.issues

  it('refuses a 15 KB phone number with the one usual message', () => {
    for (const phone of ['1'.repeat(15_000), `${'1'.repeat(15_000)}x`, `+${' ('.repeat(7_500)}`]) {
      expect(issuesFor({ phone })).toEqual([
        expect.objectContaining({
          code: 'too_big',
          path: ['phone'],
          message: 'Please enter a valid phone number',
        }),
      ])
    }
  })

  it('refuses a 15 KB email with the one usual message', () => {
    expect(issuesFor({ email: `a@${'a.'.repeat(7_500)}!` })).toEqual([
      expect.objectContaining({
        code: 'too_big',
        path: ['email'],
        message: 'Please enter a valid email address.',
      }),
    ])
  })

  it('refuses a long newsletter address with the one usual message', () => {
    expect(EmailSignupInputSchema.safeParse({ email: `a@${'.'.repeat(2_000)}@` }).error?.issues).toEqual([
      expect.objectContaining({ code: 'too_big', message: 'Please enter a valid email address.' }),
    ])
  })

  it('still reads phone numbers as before', () => {
    for (const phone of ['020 7946 0999', '+44 (0)20 7946-0999', '07700.900.123']) {
      expect(LeadInputSchema.safeParse({ ...lead, phone }).success).toBe(true)
    }
    for (const phone of ['++44 20 7946 0999', '020 7946 0999 ext', '(((( ))))', '1234 56']) {
      expect(issuesFor({ phone })).toMatchObject([{ message: 'Please enter a valid phone number' }])
    }
  })
})

describe('the email address rule', () => {
  it('needs text, @, text, dot, text and no whitespace, in the form and in the API alike', () => {
    expect(plainEmailAddress(' reader@example.com ')).toBe('reader@example.com')
    for (const bad of ['reader', 'reader@example', 'rea der@example.com', '@example.com', 'reader@.com']) {
      expect(plainEmailAddress(bad)).toBeNull()
      expect(EmailSignupInputSchema.safeParse({ email: bad }).success).toBe(false)
    }
    expect(plainEmailAddress(`${'a'.repeat(250)}@example.com`)).toBeNull()
    expect(plainEmailAddress('città@esempio.it')).toBe('città@esempio.it')
    // A dot right after the '@' or several in the domain still count, as SPEC's text.text allows.
    expect(plainEmailAddress('reader@.example.com')).toBe('reader@.example.com')
    expect(plainEmailAddress('reader@mail.example.co.uk')).toBe('reader@mail.example.co.uk')
    expect(plainEmailAddress('reader@example.')).toBeNull()
    expect(EmailSignupInputSchema.parse({ email: ' Reader@Example.com ' }).email).toBe('Reader@Example.com')
  })

  it('refuses invisible characters and U+FFFD, with which one address could pass for another', () => {
    for (const bad of [
      'read\u200ber@example.com',
      'reader@exam\u202eple.com',
      'sur\ud800@example.com',
      'sur\ufffd@example.com',
    ]) {
      expect(plainEmailAddress(bad)).toBeNull()
      expect(EmailSignupInputSchema.safeParse({ email: bad }).success).toBe(false)
    }
  })
})

describe('one-line fields', () => {
  const messagesFor = (body: Record<string, unknown>) =>
    LeadInputSchema.safeParse({ ...lead, ...body }).error?.issues.map((issue) => issue.message)

  it('refuses a line break in a name, a phone number, the package or the source, saying so', () => {
    expect(messagesFor({ first_name: 'Eve\r\nBcc: victim@example.com' })).toEqual([
      'First name must be on one line',
    ])
    expect(messagesFor({ last_name: 'Rossi\nBcc: victim@example.com' })).toEqual([
      'Last name must be on one line',
    ])
    expect(messagesFor({ phone: '020 7946\n0999' })).toEqual(['Phone number must be on one line'])
    expect(messagesFor({ email: 'maria@example.com\r\nBcc: victim@example.com' })).toEqual([
      'Please enter a valid email address.',
    ])
    expect(messagesFor({ custom_fields: { ...lead.custom_fields, package: 'Venice\u2028Bcc: x' } })).toEqual([
      'Package must be on one line',
    ])
    expect(messagesFor({ custom_fields: { ...lead.custom_fields, source: 'partner\rBcc: x' } })).toEqual([
      'Source must be on one line',
    ])
  })

  it('lets the message run over several lines, and trims a line break off either end of a name', () => {
    const message = 'Mornings are best.\r\nNot Fridays.'
    expect(
      LeadInputSchema.parse({ ...lead, custom_fields: { ...lead.custom_fields, message } }).custom_fields,
    ).toMatchObject({ message })
    expect(LeadInputSchema.parse({ ...lead, first_name: 'Maria\r\n' }).first_name).toBe('Maria')
  })

  it('takes the call-back’s address by the newsletter’s rule: international, but only plain', () => {
    expect(LeadInputSchema.parse({ ...lead, email: ' ΟΔΥΣΣΕΥΣ@example.com ' }).email).toBe(
      'ΟΔΥΣΣΕΥΣ@example.com',
    )
    expect(messagesFor({ email: 'x<maria@example.com>' })).toEqual(['Please enter a valid email address.'])
  })
})

describe('the messages of a lead with fields missing or out of shape', () => {
  it('says in words what is wrong, not in the validation library’s terms', () => {
    const issues = (body: Record<string, unknown>) =>
      LeadInputSchema.safeParse({ ...lead, ...body }).error?.issues.map((issue) => issue.message)
    expect(issues({ custom_fields: undefined })).toEqual(['Please choose the best time to call'])
    expect(issues({ custom_fields: { ...lead.custom_fields, package: 'x'.repeat(201) } })).toEqual([
      'Package must be at most 200 characters',
    ])
    expect(issues({ submission_id: 'not-a-uuid' })).toEqual(['submission_id must be a UUID'])
  })
})
