import { Router } from 'express'
import { LoginInputSchema } from '#app/schemas/auth'
import { signIn, signOut } from '#app/services/auth/auth.server'
import type { ApiContext } from './context'
import { HttpError } from './http-error'
import { currentAdmin, requireAdmin, sessionCookie } from './middleware/admin-session'
import { limitRequests } from './middleware/rate-limit'
import { validate, validated } from './middleware/validate'

const FIFTEEN_MINUTES = 15 * 60 * 1000
const loginInput = { body: LoginInputSchema }

export function authRouter({ db, config }: ApiContext) {
  const router = Router()

  router.post(
    '/login',
    limitRequests({ db, name: 'login-ip', limit: 20, windowMs: FIFTEEN_MINUTES, failuresOnly: true }),
    // Guessing one account's password from many addresses is limited too. Only a wrong password counts:
    // a form sent half-filled says nothing about guessing.
    limitRequests({
      db,
      name: 'login-account',
      limit: 10,
      windowMs: FIFTEEN_MINUTES,
      failuresOnly: true,
      isFailure: (status) => status === 401,
      whenLimited: (_req, res) => {
        res.status(429).json({
          error: 'Too many wrong passwords for this account. Please wait 15 minutes and try again.',
        })
      },
      keyOf: (req) =>
        String((req.body as { email?: unknown } | undefined)?.email ?? '')
          .trim()
          .toLowerCase(),
    }),
    validate(loginInput),
    async (_req, res) => {
      const { body } = validated<typeof loginInput>(res.locals)
      const signedIn = await signIn(db, body.email, body.password)
      if (!signedIn) throw new HttpError(401, 'The email or password is incorrect.')
      const { user, session } = signedIn
      res.setHeader('Set-Cookie', sessionCookie(config, session.token, session.expiresAt))
      res.json({ user })
    },
  )

  router.post('/logout', async (req, res) => {
    await signOut(db, req.headers.cookie)
    res.setHeader('Set-Cookie', sessionCookie(config, '', null))
    res.status(204).end()
  })

  router.get('/me', requireAdmin, (_req, res) => {
    res.json({ user: currentAdmin(res) })
  })

  return router
}
