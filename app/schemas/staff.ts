import { z } from 'zod'
import { AUDITED_THINGS, type AuditedThing } from '#app/lib/staff'
import { STAFF_ROLES } from '#app/lib/staff-roles'
import { staffEmailField } from './auth'
import { idField, wholeNumberField } from './fields'

const roleField = z.enum(STAFF_ROLES, { error: 'Choose a role: owner, editor or sales.' })

/** POST /api/staff: who to invite, and as what. */
export const StaffInviteInputSchema = z.object({ email: staffEmailField, role: roleField })

/** PATCH /api/staff/:id: a new role, or active false to deactivate (true to reactivate); at least one. */
export const StaffChangeInputSchema = z
  .object({
    role: roleField.optional(),
    active: z.boolean({ error: 'Send active as true or false.' }).optional(),
  })
  .refine((change) => change.role !== undefined || change.active !== undefined, {
    message: 'Send a new role, or active: true or false.',
  })

const THING_TYPES = Object.keys(AUDITED_THINGS) as [AuditedThing, ...AuditedThing[]]

export const DEFAULT_AUDIT_LIMIT = 100

/** GET /api/audit-log: how many of the newest entries, by whom and about what. */
export const AuditLogQuerySchema = z.object({
  limit: wholeNumberField('Use a limit from 1 to 500.', { min: 1, max: 500 }).default(DEFAULT_AUDIT_LIMIT),
  person: z
    .string()
    .trim()
    .max(254, 'Email addresses are at most 254 characters.')
    .optional()
    .transform((email) => email || undefined),
  thing: z.enum(THING_TYPES, { error: 'Unknown kind of thing.' }).optional(),
  thingId: idField('Use a numeric id.').optional(),
})
