import { seedDatabase } from '#app/db/seed.server'
import { openConfiguredDatabase } from './db-handle'

const database = await openConfiguredDatabase()
try {
  await database.migrate()
  const seeded = await seedDatabase(database.db)
  console.log(seeded ? 'Seeded the sample catalogue.' : 'The database already has packages: nothing seeded.')
} finally {
  await database.close()
}
