import { type Request, type RequestHandler, type Response, Router } from 'express'
import { INVITATION_UNUSABLE, RESET_LINK_UNUSABLE } from '#app/lib/staff-links'
import { ROLE_LABELS } from '#app/lib/staff-roles'
import {
  PasswordChangeInputSchema,
  PasswordResetRequestSchema,
  type TokenPasswordInput,
  TokenPasswordInputSchema,
} from '#app/schemas/auth'
import { sessionToken, startSession } from '#app/services/auth/auth.server'
import { linkWithToken } from '#app/services/auth/link-tokens.server'
import {
  changeOwnPassword,
  completePasswordReset,
  RESET_PASSWORD_PATH,
  startPasswordReset,
} from '#app/services/auth/passwords.server'
import { AlreadyStaff, acceptInvitation } from '#app/services/staff/invitations.server'
import { sendStaffEmail } from '#app/services/staff/staff-email.server'
import { passwordResetEmail } from '#app/services/staff/staff-messages.server'
import type { ApiContext } from './context'
import { HttpError } from './http-error'
import { access } from './middleware/access'
import { currentAdmin, sessionCookie } from './middleware/admin-session'
import { auditActor, auditTrail, noteForAudit } from './middleware/audit'
import { passwordLimits } from './middleware/password-limits'
import { validate, validated } from './middleware/validate'

const tokenAndPassword = { body: TokenPasswordInputSchema }
const resetRequest = { body: PasswordResetRequestSchema }
const passwordChange = { body: PasswordChangeInputSchema }

type LinkUsed = { status: number; answer: object }

const RESET_REQUESTED =
  'If that address belongs to a member of staff, we have sent it a link to choose a new password. It works for an hour.'

/** The staff member an emailed link was for is the one its entry names, as the one who acted and the thing. */
const linkHolder = (res: Response) => auditActor(res)?.id

/** Setting a password without knowing the old one: the first, from an invitation, or a forgotten one's. */
export function passwordsRouter({ db, config, mailer }: ApiContext) {
  const router = Router()
  const limits = passwordLimits(db)
  const audit = auditTrail(db)

  /**
   * A password set with an emailed link's token: `use` says what the link did, or null when it cannot be
   * used. Each is audited, naming as its actor the account the link was for (`noteForAudit`).
   */
  const withLinkToken = (
    path: string,
    audited: RequestHandler,
    use: (input: TokenPasswordInput, req: Request, res: Response) => Promise<LinkUsed | null>,
    spent: string,
  ) =>
    router.post(
      path,
      access('anyone'),
      audited,
      limits.linkToken,
      validate(tokenAndPassword),
      async (req, res) => {
        const used = await use(validated<typeof tokenAndPassword>(res.locals).body, req, res)
        if (!used) throw new HttpError(400, spent)
        res.status(used.status).json(used.answer)
      },
    )

  // Accepting signs the newcomer in: they have just proved the link and chosen the password.
  withLinkToken(
    '/accept-invitation',
    audit('join', 'staff', { thingId: linkHolder }),
    async (input, req, res) => {
      const joined = await acceptInvitation(db, input).catch((error: unknown) => {
        throw error instanceof AlreadyStaff ? new HttpError(409, error.message) : error
      })
      if (!joined) return null
      const { user, invitedBy } = joined
      res.setHeader('Set-Cookie', sessionCookie(req, config, await startSession(db, user.id)))
      noteForAudit(res, {
        actor: user,
        summary: `Accepted the invitation ${invitedBy} had sent, as ${ROLE_LABELS[user.role]}, and chose a password.`,
      })
      return { status: 201, answer: { user, message: 'Your account is ready, and you are signed in.' } }
    },
    INVITATION_UNUSABLE,
  )

  // The answer goes out before anything is looked up, so it is the same, and as quick, for any address.
  router.post(
    '/password-reset',
    access('anyone'),
    limits.resetByAddress,
    validate(resetRequest),
    limits.resetByAccount,
    async (req, res) => {
      const { body } = validated<typeof resetRequest>(res.locals)
      res.status(202).json({ message: RESET_REQUESTED })
      try {
        const reset = await startPasswordReset(db, body.email)
        if (!reset) return
        const url = linkWithToken(mailer.settings.origin, RESET_PASSWORD_PATH, reset.token)
        const email = passwordResetEmail({ to: reset.email, agencyName: config.AGENCY_NAME, url })
        await sendStaffEmail({ db, mailer }, 'password-reset', email)
      } catch (error) {
        req.log.error({ err: error }, 'a password reset link could not be sent')
      }
    },
  )

  withLinkToken(
    '/password-reset/complete',
    audit('reset-password', 'staff', { thingId: linkHolder }),
    async (input, _req, res) => {
      const user = await completePasswordReset(db, input)
      if (!user) return null
      noteForAudit(res, {
        actor: user,
        summary: 'Chose a new password with a link emailed to them; every session of theirs ended.',
      })
      const message = 'Your password has been changed and you were signed out everywhere. Sign in again.'
      return { status: 200, answer: { message } }
    },
    RESET_LINK_UNUSABLE,
  )

  router.post(
    '/password',
    access('ownAccount'),
    audit('change-password', 'staff', {
      thingId: (res) => currentAdmin(res)?.id,
      summary: () => 'Changed their own password; their other sessions ended.',
    }),
    limits.currentPassword,
    validate(passwordChange),
    async (req, res) => {
      const { body } = validated<typeof passwordChange>(res.locals)
      const user = currentAdmin(res)
      const token = sessionToken(req.headers.cookie)
      if (!user || !token) throw new HttpError(401, 'Please sign in to continue.')
      if (!(await changeOwnPassword(db, user, token, body))) {
        throw new HttpError(400, 'The current password is not right.', [
          { path: 'currentPassword', message: 'The current password is not right.' },
        ])
      }
      res.json({ message: 'Password changed. Your other sessions were signed out.' })
    },
  )

  return router
}
