import { leadBody, postJson } from '../factories/enquiries'

/** The first admin of a server started for crash tests and the soak (passed as ADMIN_EMAIL and ADMIN_PASSWORD). */
export const STAFF = { email: 'staff@example.com', password: 'crash-and-soak-password-123' }
export const staffEnvironment = { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password }

/**
 * Visitor `n` (0 to 65,535) asks for a call back and signs up to the newsletter, each from the visitor's
 * own address as a proxy on this machine reports it. Answers which of the two the server acknowledged.
 */
export async function enquireAs(base: string, n: number) {
  const email = `visitor-${n}@example.com`
  const from = { 'x-forwarded-for': `10.1.${n >> 8}.${n & 255}` }
  const acknowledged = (response: Response) => response.status === 201
  const refused = () => false
  const [lead, signup] = await Promise.all([
    postJson(`${base}/api/contact-webhook`, leadBody({ email }), from).then(acknowledged, refused),
    postJson(`${base}/api/email-signups`, { email }, from).then(acknowledged, refused),
  ])
  return { email, lead, signup }
}

/**
 * The emails of every stored call-back request, of those marked forwarded to the CRM, and of every stored
 * sign-up, read as staff through the admin API.
 */
export async function storedEnquiries(base: string) {
  const login = await postJson(`${base}/api/auth/login`, STAFF)
  if (!login.ok) throw new Error(`Staff sign-in failed with ${login.status}`)
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const read = async (path: string) => {
    const response = await fetch(`${base}${path}`, { headers: { cookie } })
    if (!response.ok) throw new Error(`${path} answered ${response.status}`)
    return (await response.json()) as { email: string; forwardedAt?: string | null }[]
  }
  const leads = await read('/api/leads')
  const emails = (rows: { email: string }[]) => new Set(rows.map((row) => row.email))
  return {
    leads: emails(leads),
    forwarded: emails(leads.filter((lead) => lead.forwardedAt)),
    signups: emails(await read('/api/email-signups')),
  }
}

/** How many times the CRM received each email's lead. */
export function deliveriesByEmail(received: Record<string, unknown>[]) {
  const deliveries = new Map<string, number>()
  for (const lead of received)
    deliveries.set(String(lead.email), (deliveries.get(String(lead.email)) ?? 0) + 1)
  return deliveries
}
