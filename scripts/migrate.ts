import { openConfiguredDatabase } from './db-handle'

const database = await openConfiguredDatabase()
try {
  await database.migrate()
  console.log('Migrations applied.')
} finally {
  await database.close()
}
