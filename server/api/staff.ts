import { Router } from 'express'
import { StaffChangeInputSchema, StaffInviteInputSchema } from '#app/schemas/staff'
import { linkWithToken } from '#app/services/auth/link-tokens.server'
import { ACCEPT_INVITATION_PATH, AlreadyStaff, inviteStaff } from '#app/services/staff/invitations.server'
import { changeStaff, LastOwner, listStaff } from '#app/services/staff/staff.server'
import { sendStaffEmail } from '#app/services/staff/staff-email.server'
import { invitationEmail } from '#app/services/staff/staff-messages.server'
import type { ApiContext } from './context'
import { HttpError, notFound } from './http-error'
import { access } from './middleware/access'
import { currentAdmin } from './middleware/admin-session'
import { auditTrail } from './middleware/audit'
import { validate, validated } from './middleware/validate'
import { IdParams } from './params'

const invite = { body: StaffInviteInputSchema }
const change = { params: IdParams, body: StaffChangeInputSchema }

/** The owner's staff screen: who has an account, the invitations out, and changes to either. */
export function staffRouter({ db, config, mailer }: ApiContext) {
  const router = Router()
  const audit = auditTrail(db)

  router.get('/', access('staff'), async (_req, res) => {
    res.json(await listStaff(db))
  })

  // The answer carries the link as well as the email does, so the owner can pass it on themselves.
  router.post('/', access('staff'), audit('invite', 'invitation'), validate(invite), async (_req, res) => {
    const { body } = validated<typeof invite>(res.locals)
    const owner = currentAdmin(res)
    if (!owner) throw new HttpError(401, 'Please sign in to continue.')
    const { invitation, token } = await inviteStaff(db, body, owner).catch((error: unknown) => {
      throw error instanceof AlreadyStaff ? new HttpError(409, error.message) : error
    })
    const url = linkWithToken(mailer.settings.origin, ACCEPT_INVITATION_PATH, token)
    const email = invitationEmail({
      to: invitation.email,
      role: invitation.role,
      invitedBy: owner.email,
      agencyName: config.AGENCY_NAME,
      url,
    })
    await sendStaffEmail({ db, mailer }, 'staff-invitation', email)
    res.status(201).json({ ...invitation, invitationUrl: url })
  })

  router.patch('/:id', access('staff'), audit('update', 'staff'), validate(change), async (_req, res) => {
    const { params, body } = validated<typeof change>(res.locals)
    const member = await changeStaff(db, params.id, body).catch((error: unknown) => {
      throw error instanceof LastOwner ? new HttpError(409, error.message) : error
    })
    if (!member) throw notFound('Staff member')
    res.json(member)
  })

  return router
}
