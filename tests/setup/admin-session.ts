import { eq } from 'drizzle-orm'
import { adminUsers } from '#app/db/schema.server'
import type { StaffRole } from '#app/lib/staff-roles'
import { hashPassword, SESSION_COOKIE, setAdminPassword } from '#app/services/auth/auth.server'
import type { TestServer } from './test-server'

export const ADMIN = { email: 'staff@example.com', password: 'correct horse battery staple' }

/** The test account of each role; the owner is ADMIN, made as `npm run admin` makes one. */
export const staffAccount = (role: StaffRole) =>
  role === 'owner' ? ADMIN : { email: `${role}@example.com`, password: `${role} horse battery staple` }

/** Signs in over HTTP; answers the Cookie header to send. */
export async function signInWith(server: TestServer, account: { email: string; password: string }) {
  const response = await fetch(server.url('/api/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  })
  if (!response.ok) throw new Error(`Sign-in failed with ${response.status}`)
  return cookieSent(response, SESSION_COOKIE)
}

/** Creates the test owner and signs in over HTTP; answers the Cookie header to send. */
export async function signIn(server: TestServer): Promise<string> {
  await setAdminPassword(server.db, ADMIN.email, ADMIN.password)
  return signInWith(server, ADMIN)
}

/** Makes (or remakes, active) the test account of `role` and signs it in; answers the Cookie header. */
export async function signInAs(server: TestServer, role: StaffRole): Promise<string> {
  if (role === 'owner') return signIn(server)
  const account = staffAccount(role)
  const passwordHash = await hashPassword(account.password)
  await server.db.delete(adminUsers).where(eq(adminUsers.email, account.email))
  await server.db.insert(adminUsers).values({ email: account.email, passwordHash, role })
  return signInWith(server, account)
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
