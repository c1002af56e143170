import type { Request } from 'express'
import { type Config, publishedOrigin } from '#app/env.server'

/**
 * The origin of the links staff are sent (invitations, password resets): PUBLIC_URL's, never a request's
 * Host in production, where a forged one would send someone's reset link to another site. Development and
 * tests without PUBLIC_URL follow the request, as their pages' links do.
 */
export const linkOrigin = (config: Config, req: Request) =>
  publishedOrigin(config) ?? `${req.protocol}://${req.get('host')}`
