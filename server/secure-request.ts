import type { Request } from 'express'
import type { Config } from '#app/env.server'

/**
 * Whether the browser reached the site over HTTPS: on this connection, or through a proxy that ended TLS and
 * said so in X-Forwarded-Proto (`req.secure` believes that header only from TRUST_PROXY's proxies), or because
 * PUBLIC_URL, the address visitors use, is https.
 */
export const isSecureRequest = (req: Request, config: Config) =>
  req.secure || (config.PUBLIC_URL?.startsWith('https:') ?? false)
