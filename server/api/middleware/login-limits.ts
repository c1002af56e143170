import { parse as parseCookies, serialize } from 'cookie'
import type { Request, RequestHandler, Response } from 'express'
import type { Database } from '#app/db/client.server'
import type { Config } from '#app/env.server'
import { emailKey } from '#app/lib/email-address'
import { maskedEmail } from '#app/lib/masked-email'
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  deviceCookies,
} from '#app/services/auth/device-cookies.server'
import { signingKey } from '#app/services/auth/signing-key.server'
import { isSecureRequest } from '../../secure-request'
import { limitRequests, TOO_MANY_REQUESTS } from './rate-limit'

const FIFTEEN_MINUTES = 15 * 60 * 1000
// Only the sign-in itself reads the device cookie; no other request needs to carry it.
const DEVICE_COOKIE_PATH = '/api/auth/login'

const isWrongPassword = (status: number) => status === 401

/**
 * The account a sign-in is for, as its limits count it. Read before the body's check, so an email that is
 * not text (an object, which `String()` may even fail to convert) names no account; the check then refuses it.
 */
const attemptedAccount = (req: Request) => {
  const email = (req.body as { email?: unknown } | undefined)?.email
  return emailKey(typeof email === 'string' ? email : '')
}

/** The device id of a browser recognised for this sign-in's account, while its own allowance lasts. */
const knownDevice = (res: Response): string | undefined => res.locals.loginDevice

/** One warning per refused sign-in: where from and which account, masked; never the password. */
export function logFailedSignIn(req: Request, outcome: string) {
  req.log.warn({ address: req.ip, account: maskedEmail(attemptedAccount(req)), outcome }, 'sign-in failed')
}

/**
 * The limits in front of POST /auth/login (decision 22). A browser that has signed in to the account before
 * (it holds a device cookie for it) is counted on its own, 10 wrong passwords in 15 minutes; every other
 * sign-in counts per address and per account, so guesses from many addresses lock the account against
 * unknown browsers only, and the staff's own browsers still get in. A device past its allowance is treated
 * as unknown until its window ends.
 */
export function loginLimits({ db, config }: { db: Database; config: Config }) {
  const devices = async () => deviceCookies(await signingKey(db))

  const recogniseDevice: RequestHandler = async (req, res, next) => {
    const cookie = parseCookies(req.headers.cookie ?? '')[DEVICE_COOKIE]
    res.locals.loginDevice = (await devices()).recognise(cookie, attemptedAccount(req))
    next()
  }

  const limits = [
    recogniseDevice,
    limitRequests({
      db,
      name: 'login-device',
      limit: 10,
      windowMs: FIFTEEN_MINUTES,
      failuresOnly: true,
      isFailure: isWrongPassword,
      skip: (_req, res) => !knownDevice(res),
      keyOf: (_req, res) => knownDevice(res) ?? '',
      whenLimited: (_req, res, next) => {
        res.locals.loginDevice = undefined
        next()
      },
    }),
    limitRequests({
      db,
      name: 'login-ip',
      limit: 20,
      windowMs: FIFTEEN_MINUTES,
      failuresOnly: true,
      skip: (_req, res) => Boolean(knownDevice(res)),
      whenLimited: (req, res) => {
        logFailedSignIn(req, 'too many from this address')
        res.status(429).json({ error: TOO_MANY_REQUESTS })
      },
    }),
    // Guessing one account's password from many addresses is limited too. Only a wrong password counts:
    // a form sent half-filled says nothing about guessing.
    limitRequests({
      db,
      name: 'login-account',
      limit: 10,
      windowMs: FIFTEEN_MINUTES,
      failuresOnly: true,
      isFailure: isWrongPassword,
      skip: (_req, res) => Boolean(knownDevice(res)),
      keyOf: attemptedAccount,
      whenLimited: (req, res) => {
        logFailedSignIn(req, 'too many for this account')
        res.status(429).json({
          error: 'Too many wrong passwords for this account. Please wait 15 minutes and try again.',
        })
      },
    }),
  ]

  /** The device cookie for a browser that has just signed in as `email`: the same device when it was known. */
  const deviceCookie = async (req: Request, res: Response, email: string) =>
    serialize(DEVICE_COOKIE, (await devices()).issue(email, knownDevice(res)), {
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecureRequest(req, config),
      path: DEVICE_COOKIE_PATH,
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    })

  return { limits, deviceCookie }
}
