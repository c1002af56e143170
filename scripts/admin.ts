// `npm run admin -- EMAIL`: adds an owner, or resets an account's password and makes it an active owner,
// asking for the password without echoing (ADMIN_PASSWORD=... skips the question). On the embedded database
// while the site runs, the running server does it (decision 51). A failure is one line and exit code 1.
import { createInterface } from 'node:readline/promises'
import { loadConfig } from '#app/env.server'
import { MIN_PASSWORD_LENGTH } from '#app/schemas/auth'
import { AdminCommandError, setOwnerPassword } from '#app/services/auth/admin-command.server'

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

/** One line, whatever went wrong: an unforeseen failure says what it was without its stack. */
const oneLine = (error: unknown) =>
  error instanceof AdminCommandError
    ? error.message
    : `npm run admin failed: ${String((error as Error)?.message ?? error).split('\n')[0]}`

const email = process.argv[2]
if (!email) {
  console.error('Usage: npm run admin -- owner@example.com   (ADMIN_PASSWORD=... to skip the question)')
  process.exit(1)
}
try {
  // ADMIN_PASSWORD here is the password to set, checked below with its own message, not the first start's.
  const config = loadConfig({ ...process.env, ADMIN_PASSWORD: undefined })
  const password = await askPassword()
  const outcome = await setOwnerPassword(
    { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR },
    {
      email,
      password,
    },
  )
  console.log(
    outcome === 'created'
      ? `Created the owner ${email}.`
      : `Set a new password for ${email}, now an active owner; their sessions were ended.`,
  )
} catch (error) {
  console.error(oneLine(error))
  process.exitCode = 1
}
