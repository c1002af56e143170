import { describe, expect, it } from 'vitest'
import { staffChangeEntry } from './staff-change-entry'

const ACTIVE_OWNER = { role: 'owner', active: true } as const

describe('a change to a member of staff, as the activity log tells it', () => {
  it('says deactivated and reactivated in words, with the invitations voided', () => {
    expect(
      staffChangeEntry({
        email: 'bo@example.com',
        before: ACTIVE_OWNER,
        after: { role: 'owner', active: false },
        voided: [
          { email: 'backdoor@example.com', role: 'owner' },
          { email: 'ed@example.com', role: 'editor' },
        ],
      }),
    ).toEqual({
      action: 'deactivate',
      summary:
        'Deactivated bo@example.com: signed out everywhere, and unable to sign in until reactivated. Voided 2 waiting invitations they had sent: backdoor@example.com (Owner), ed@example.com (Editor).',
    })
    expect(
      staffChangeEntry({
        email: 'bo@example.com',
        before: { role: 'sales', active: false },
        after: { role: 'sales', active: true },
        voided: [],
      }),
    ).toEqual({ action: 'reactivate', summary: 'Reactivated bo@example.com: they can sign in again.' })
  })

  it('tells a new role, and one voided invitation, as a change', () => {
    expect(
      staffChangeEntry({
        email: 'bo@example.com',
        before: ACTIVE_OWNER,
        after: { role: 'editor', active: true },
        voided: [{ email: 'x@example.com', role: 'sales' }],
      }),
    ).toEqual({
      action: 'update',
      summary: 'Role: Owner → Editor. Voided 1 waiting invitation they had sent: x@example.com (Sales).',
    })
    expect(
      staffChangeEntry({ email: 'bo@example.com', before: ACTIVE_OWNER, after: ACTIVE_OWNER, voided: [] }),
    ).toEqual({ action: 'update', summary: 'Nothing changed.' })
  })
})
