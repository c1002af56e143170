import type { Request } from 'express'
import type { Config } from '#app/env.server'

/** Whether PUBLIC_URL, the address visitors use, is https: then every request is taken to have come over HTTPS. */
export const isPublishedOverHttps = (config: Config) => config.PUBLIC_URL?.startsWith('https:') ?? false

/**
 * Whether the browser reached the site over HTTPS: on this connection, or through a proxy that ended TLS and
 * said so in X-Forwarded-Proto (`req.secure` believes that header only from TRUST_PROXY's proxies), or because
 * PUBLIC_URL is https.
 */
export const isSecureRequest = (req: Request, config: Config) => req.secure || isPublishedOverHttps(config)
