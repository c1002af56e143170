import type { Request } from 'express'
import type { Database } from '#app/db/client.server'
import { emailKey } from '#app/lib/email-address'
import { currentAdmin } from './admin-session'
import { limitRequests } from './rate-limit'

const FIFTEEN_MINUTES = 15 * 60 * 1000
const HOUR = 60 * 60 * 1000

const requestedAccount = (req: Request) =>
  emailKey(String((req.body as { email?: unknown } | undefined)?.email ?? ''))

/**
 * The limits on the password pages' requests, like sign-in's (decision 35). Asking for a reset link counts
 * every request, known address or not, per address and per account, so the answer (the same for both)
 * stays the same under the limit too, and nobody's inbox can be flooded. A link's token or the current
 * password count only when wrong.
 */
export function passwordLimits(db: Database) {
  return {
    resetByAddress: limitRequests({ db, name: 'reset-ip', limit: 10, windowMs: FIFTEEN_MINUTES }),
    // After the body's check, so the account counted is at most an address's length.
    resetByAccount: limitRequests({
      db,
      name: 'reset-account',
      limit: 3,
      windowMs: HOUR,
      keyOf: requestedAccount,
    }),
    linkToken: limitRequests({
      db,
      name: 'link-token-ip',
      limit: 20,
      windowMs: FIFTEEN_MINUTES,
      failuresOnly: true,
    }),
    currentPassword: limitRequests({
      db,
      name: 'password-change',
      limit: 10,
      windowMs: FIFTEEN_MINUTES,
      failuresOnly: true,
      keyOf: (_req, res) => String(currentAdmin(res)?.id ?? ''),
    }),
  }
}
