// `npm run admin -- EMAIL`: adds an admin or resets their password, asking for it without echoing.
// The data folder lock stops this from opening an embedded database that a running server holds.
import { createInterface } from 'node:readline/promises'
import { MIN_PASSWORD_LENGTH, setAdminPassword } from '#app/services/auth/auth.server'
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
      ? `Created the admin ${email}.`
      : `Set a new password for ${email}; their sessions were ended.`,
  )
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
} finally {
  await database.close()
}
