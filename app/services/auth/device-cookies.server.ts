import { randomBytes } from 'node:crypto'
import { emailKey } from '#app/lib/email-address'
import { isSignature, signature } from './signing-key.server'

/**
 * OWASP's device cookies (decision 22): a browser that has signed in as an account keeps a signed note of
 * it, and later sign-ins to that account from that browser are not held back by the lock-out that guesses
 * from everywhere else have earned the account.
 */
export const DEVICE_COOKIE = 'citybreak_device'

/** Long enough that staff who sign in every few months are still recognised; browsers cap cookies at 400 days. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

const DEVICE_ID = /^[\w-]{22}$/

/**
 * Issues and checks device cookies under the signing key (`signing-key.server.ts`). A cookie is
 * `<device id>.<signature>`, the signature an HMAC-SHA256 of the device id and the account's email: it names
 * the account without showing its address, and is worthless for any other account.
 */
export function deviceCookies(key: Buffer) {
  const message = (deviceId: string, email: string) => `device:${deviceId}:${emailKey(email)}`

  return {
    /** A cookie value for this account: for the same device when its id is given, else a new one. */
    issue(email: string, deviceId = randomBytes(16).toString('base64url')) {
      return `${deviceId}.${signature(key, message(deviceId, email))}`
    },

    /** The device id when `value` was issued by this server (or fleet) for `email`; undefined otherwise. */
    recognise(value: string | undefined, email: string): string | undefined {
      const [deviceId, signed, ...rest] = (value ?? '').split('.')
      if (!deviceId || !signed || rest.length > 0 || !DEVICE_ID.test(deviceId)) return undefined
      return isSignature(key, message(deviceId, email), signed) ? deviceId : undefined
    },
  }
}
