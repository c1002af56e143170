import { Router } from 'express'
import { maskedEmail } from '#app/lib/masked-email'
import { LoginInputSchema } from '#app/schemas/auth'
import { AccountDeactivated, endAllSessions, signIn, signOut } from '#app/services/auth/auth.server'
import type { ApiContext } from './context'
import { HttpError } from './http-error'
import { access } from './middleware/access'
import { currentAdmin, sessionCookie } from './middleware/admin-session'
import { auditTrail } from './middleware/audit'
import { logFailedSignIn, loginLimits } from './middleware/login-limits'
import { validate, validated } from './middleware/validate'

const loginInput = { body: LoginInputSchema }

export function authRouter({ db, config }: ApiContext) {
  const router = Router()
  const { limits, deviceCookie } = loginLimits({ db, config })
  const audit = auditTrail(db)

  router.post('/login', access('anyone'), ...limits, validate(loginInput), async (req, res) => {
    const { body } = validated<typeof loginInput>(res.locals)
    const signedIn = await signIn(db, body.email, body.password).catch((error: unknown) => {
      if (!(error instanceof AccountDeactivated)) throw error
      logFailedSignIn(req, 'account deactivated')
      throw new HttpError(403, error.message)
    })
    if (!signedIn) {
      logFailedSignIn(req, 'wrong email or password')
      throw new HttpError(401, 'The email or password is incorrect.')
    }
    const { user, session } = signedIn
    res.setHeader('Set-Cookie', [
      sessionCookie(req, config, session),
      await deviceCookie(req, res, user.email),
    ])
    res.json({ user })
  })

  router.post('/logout', access('anyone'), async (req, res) => {
    await signOut(db, req.headers.cookie)
    res.setHeader('Set-Cookie', sessionCookie(req, config, null))
    res.status(204).end()
  })

  // The owner's, now that there are roles (decisions 22 and 35).
  router.post(
    '/sessions/end-all',
    access('staff'),
    audit('end-all', 'sessions', { summary: () => 'Signed every member of staff out.' }),
    async (req, res) => {
      const ended = await endAllSessions(db)
      req.log.warn(
        { account: maskedEmail(currentAdmin(res)?.email ?? ''), sessions: ended },
        'every admin session ended',
      )
      res.setHeader('Set-Cookie', sessionCookie(req, config, null))
      res.status(204).end()
    },
  )

  router.get('/me', access('ownAccount'), (_req, res) => {
    res.json({ user: currentAdmin(res) })
  })

  return router
}
