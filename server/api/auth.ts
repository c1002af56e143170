import { Router } from 'express'
import { maskedEmail } from '#app/lib/masked-email'
import { LoginInputSchema } from '#app/schemas/auth'
import { endAllSessions, signIn, signOut } from '#app/services/auth/auth.server'
import type { ApiContext } from './context'
import { HttpError } from './http-error'
import { currentAdmin, requireAdmin, sessionCookie } from './middleware/admin-session'
import { logFailedSignIn, loginLimits } from './middleware/login-limits'
import { validate, validated } from './middleware/validate'

const loginInput = { body: LoginInputSchema }

export function authRouter({ db, config }: ApiContext) {
  const router = Router()
  const { limits, deviceCookie } = loginLimits({ db, config })

  router.post('/login', ...limits, validate(loginInput), async (req, res) => {
    const { body } = validated<typeof loginInput>(res.locals)
    const signedIn = await signIn(db, body.email, body.password)
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

  router.post('/logout', async (req, res) => {
    await signOut(db, req.headers.cookie)
    res.setHeader('Set-Cookie', sessionCookie(req, config, null))
    res.status(204).end()
  })

  // Any signed-in admin may do this until roles arrive; then it becomes the owner's (decision 22).
  router.post('/sessions/end-all', requireAdmin, async (req, res) => {
    const ended = await endAllSessions(db)
    req.log.warn(
      { account: maskedEmail(currentAdmin(res)?.email ?? ''), sessions: ended },
      'every admin session ended',
    )
    res.setHeader('Set-Cookie', sessionCookie(req, config, null))
    res.status(204).end()
  })

  router.get('/me', requireAdmin, (_req, res) => {
    res.json({ user: currentAdmin(res) })
  })

  return router
}
