import { describe, expect, it } from 'vitest'
import { can, isStaffRole, PERMISSIONS, type Permission, STAFF_ROLES } from './staff-roles'

const rolesWith = (permission: Permission) => STAFF_ROLES.filter((role) => can(role, permission))

describe('staff roles', () => {
  it('give the owner every permission', () => {
    for (const permission of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]) {
      expect(can('owner', permission)).toBe(true)
    }
  })

  it('give editors the catalogue but not raw HTML, enquiries, staff or personal data', () => {
    expect(can('editor', 'catalogue')).toBe(true)
    for (const permission of [
      'rawHtml',
      'enquiries',
      'signupExport',
      'staff',
      'auditLog',
      'privacy',
    ] as const) {
      expect(can('editor', permission)).toBe(false)
    }
  })

  it('give sales the enquiries and the dashboard, but not the export or the catalogue', () => {
    expect(rolesWith('enquiries')).toEqual(['owner', 'sales'])
    expect(rolesWith('signupExport')).toEqual(['owner'])
    expect(can('sales', 'dashboard')).toBe(true)
    expect(can('sales', 'catalogue')).toBe(false)
  })

  it('give the bookings to owners and sales, and the booking switch to owners alone', () => {
    expect(rolesWith('bookings')).toEqual(['owner', 'sales'])
    expect(rolesWith('bookingSettings')).toEqual(['owner'])
  })

  it('let everyone see to their own account', () => {
    expect(rolesWith('ownAccount')).toEqual([...STAFF_ROLES])
  })

  it('know their own names only', () => {
    expect(isStaffRole('sales')).toBe(true)
    expect(isStaffRole('admin')).toBe(false)
  })
})
