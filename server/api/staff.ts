import { type Response, Router } from 'express'
import type { InvitationSent, StaffInvitation } from '#app/lib/staff'
import { staffChangeEntry } from '#app/lib/staff-change-entry'
import { ROLE_LABELS } from '#app/lib/staff-roles'
import { StaffChangeInputSchema, StaffInviteInputSchema } from '#app/schemas/staff'
import type { AdminUser } from '#app/services/auth/auth.server'
import { linkWithToken } from '#app/services/auth/link-tokens.server'
import {
  ACCEPT_INVITATION_PATH,
  AlreadyStaff,
  inviteStaff,
  resendInvitation,
  revokeInvitation,
} from '#app/services/staff/invitations.server'
import { changeStaff, LastOwner, listStaff } from '#app/services/staff/staff.server'
import { sendStaffEmail } from '#app/services/staff/staff-email.server'
import { invitationEmail } from '#app/services/staff/staff-messages.server'
import type { ApiContext } from './context'
import { HttpError, notFound } from './http-error'
import { access } from './middleware/access'
import { currentAdmin } from './middleware/admin-session'
import { auditTrail, noteForAudit } from './middleware/audit'
import { validate, validated } from './middleware/validate'
import { IdParams } from './params'

const invite = { body: StaffInviteInputSchema }
const change = { params: IdParams, body: StaffChangeInputSchema }
const byId = { params: IdParams }

const signedInOwner = (res: Response) => {
  const owner = currentAdmin(res)
  if (!owner) throw new HttpError(401, 'Please sign in to continue.')
  return owner
}

const NOT_WAITING = 'That invitation is not waiting any more: it was accepted, revoked or has expired.'

const conflictIfAlreadyStaff = (error: unknown) => {
  throw error instanceof AlreadyStaff ? new HttpError(409, error.message) : error
}

/** The owner's staff screen: who has an account, the invitations out, and changes to either. */
export function staffRouter({ db, config, mailer }: ApiContext) {
  const router = Router()
  const audit = auditTrail(db)

  /** Emails an invitation's link; answers the invitation with the link, which the owner may pass on too. */
  async function sendInvitation(
    invitation: StaffInvitation,
    token: string,
    owner: AdminUser,
  ): Promise<InvitationSent> {
    const url = linkWithToken(mailer.settings.origin, ACCEPT_INVITATION_PATH, token)
    const email = invitationEmail({
      to: invitation.email,
      role: invitation.role,
      invitedBy: owner.email,
      agencyName: config.AGENCY_NAME,
      url,
    })
    await sendStaffEmail({ db, mailer }, 'staff-invitation', email)
    return { ...invitation, invitationUrl: url }
  }

  router.get('/', access('staff'), async (_req, res) => {
    res.json(await listStaff(db))
  })

  router.post(
    '/',
    access('staff'),
    audit('invite', 'invitation', {
      summary: (answer) => {
        const { email, role } = answer as InvitationSent
        return `Invited ${email} as ${ROLE_LABELS[role]}; the link works for 7 days.`
      },
    }),
    validate(invite),
    async (_req, res) => {
      const { body } = validated<typeof invite>(res.locals)
      const owner = signedInOwner(res)
      const { invitation, token } = await inviteStaff(db, body, owner).catch(conflictIfAlreadyStaff)
      res.status(201).json(await sendInvitation(invitation, token, owner))
    },
  )

  // `:id` here is the invitation's, as `GET /api/staff` lists them under `invitations` (decision 48).
  router.post(
    '/:id/invitation/resend',
    access('staff'),
    audit('resend', 'invitation', {
      summary: () => 'Sent a fresh link, valid for 7 days; the earlier link no longer works.',
    }),
    validate(byId),
    async (_req, res) => {
      const { params } = validated<typeof byId>(res.locals)
      const owner = signedInOwner(res)
      const resent = await resendInvitation(db, params.id, owner).catch(conflictIfAlreadyStaff)
      if (!resent) throw new HttpError(404, NOT_WAITING)
      res.json(await sendInvitation(resent.invitation, resent.token, owner))
    },
  )

  router.delete(
    '/:id/invitation',
    access('staff'),
    audit('revoke', 'invitation'),
    validate(byId),
    async (_req, res) => {
      const { params } = validated<typeof byId>(res.locals)
      const revoked = await revokeInvitation(db, params.id)
      if (!revoked) throw new HttpError(404, NOT_WAITING)
      noteForAudit(res, {
        summary: `Withdrew the invitation of ${revoked.email} as ${ROLE_LABELS[revoked.role]}; its link no longer works.`,
      })
      res.status(204).end()
    },
  )

  router.patch('/:id', access('staff'), audit('update', 'staff'), validate(change), async (_req, res) => {
    const { params, body } = validated<typeof change>(res.locals)
    const changed = await changeStaff(db, params.id, body).catch((error: unknown) => {
      throw error instanceof LastOwner ? new HttpError(409, error.message) : error
    })
    if (!changed) throw notFound('Staff member')
    const { member, before, voided } = changed
    noteForAudit(res, staffChangeEntry({ email: member.email, before, after: member, voided }))
    res.json(member)
  })

  return router
}
