import { isDatabaseUnavailable } from '#app/db/availability.server'
import { type DatabaseHandle, openPglite, openPostgres } from '#app/db/client.server'
import { DataFolderInUseError } from '#app/db/data-folder-lock.server'
import { AdminPasswordInputSchema } from '#app/schemas/auth'
import { askForAnswer } from '#app/services/owner-socket.server'
import { setAdminPassword } from './auth.server'

/** A refusal `npm run admin` prints as it is: one sentence that says what to do. */
export class AdminCommandError extends Error {}

type Where = { databaseUrl?: string; dataDir: string }

/**
 * `npm run admin -- EMAIL`: makes the account an active owner with this password, creating it if need be.
 * On PostgreSQL it writes to the database; on the embedded database it opens the data folder, or, while a
 * server holds it, asks that server to (decision 51). Every failure it knows of is an `AdminCommandError`.
 */
export async function setOwnerPassword(where: Where, input: { email: string; password: string }) {
  const checked = AdminPasswordInputSchema.safeParse(input)
  if (!checked.success) {
    const issue = checked.error.issues[0]
    throw new AdminCommandError(
      issue?.path[0] === 'email'
        ? `${input.email} is not an email address; write it as owner@example.com.`
        : (issue?.message ?? 'The password is not allowed.'),
    )
  }
  const { email, password } = checked.data
  if (where.databaseUrl) return inDatabase(openPostgres(where.databaseUrl), email, password)
  const database = await openPglite(where.dataDir).catch((error: unknown) => {
    if (error instanceof DataFolderInUseError) return null
    throw error
  })
  if (database) return inDatabase(database, email, password)
  const answer = await askForAnswer(where.dataDir, { command: 'set-admin-password', email, password }).catch(
    (error: unknown) => {
      throw new AdminCommandError((error as Error).message)
    },
  )
  if ('error' in answer) throw new AdminCommandError(answer.error)
  return answer.outcome
}

async function inDatabase(database: DatabaseHandle, email: string, password: string) {
  try {
    await database.migrate()
    return await setAdminPassword(database.db, email, password)
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      // The address stays out of the sentence: it may hold the database's password.
      const code = (error as { code?: string }).code ?? 'no answer'
      throw new AdminCommandError(
        `PostgreSQL at DATABASE_URL cannot be reached (${code}): check that it is running and that DATABASE_URL is right.`,
      )
    }
    throw error
  } finally {
    await database.close().catch(() => {})
  }
}
