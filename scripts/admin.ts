// `npm run admin -- EMAIL`: adds an owner, or resets an account's password and makes it an active owner,
// asking for the password without echoing.
// The data folder lock stops this from opening an embedded database that a running server holds.
import { createInterface } from 'node:readline/promises'
import { MIN_PASSWORD_LENGTH } from '#app/schemas/auth'
import { setAdminPassword } from '#app/services/auth/auth.server'
import { openConfiguredDatabase } from './db-handle'

async function askPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD
  const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true })
  // Hide what is typed: the readline echo is replaced by nothing.
  ;(prompt as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {}
  process.stdout.write(`Password (at least ${MIN_PASSWORD_LENGTH} characters): `)
  const password = await prompt.question('')
  prompt.close()
  process.stdout.write('\n')
  return password
}

const email = process.argv[2]
if (!email?.includes('@')) {
  console.error('Usage: npm run admin -- admin@example.com   (ADMIN_PASSWORD=... to skip the prompt)')
  process.exit(1)
}
const password = await askPassword()
const database = await openConfiguredDatabase()
try {
  await database.migrate()
  const outcome = await setAdminPassword(database.db, email, password)
  console.log(
    outcome === 'created'
      ? `Created the owner ${email}.`
      : `Set a new password for ${email}, now an active owner; their sessions were ended.`,
  )
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
} finally {
  await database.close()
}
