import { SESSION_COOKIE, setAdminPassword } from '#app/services/auth/auth.server'
import type { TestServer } from './test-server'

export const ADMIN = { email: 'staff@example.com', password: 'correct horse battery staple' }

/** Creates the test admin and signs in over HTTP; answers the Cookie header to send. */
export async function signIn(server: TestServer): Promise<string> {
  await setAdminPassword(server.db, ADMIN.email, ADMIN.password)
  const response = await fetch(server.url('/api/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (!response.ok) throw new Error(`Sign-in failed with ${response.status}`)
  return cookieSent(response, SESSION_COOKIE)
}

/** The `name=value` pair of the cookie this answer sets under `name`, ready for a Cookie header; '' if none. */
export function cookieSent(response: Response, name: string) {
  const setCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`))
  return setCookie?.split(';')[0] ?? ''
}

/** Sends JSON (or nothing) with the admin's cookie. */
export function adminRequest(server: TestServer, cookie: string) {
  return (method: string, path: string, body?: unknown) =>
    fetch(server.url(path), {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
}
