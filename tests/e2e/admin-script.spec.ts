import { expect, test } from '@playwright/test'
import { runNpmScript } from '../setup/npm-script'
import { freePort, freshDataDir, startServer, waitForHealth } from '../setup/server-process'

// `npm run admin` beside the production server process on the embedded database, as an operator runs it:
// the server holds the data folder, so the script asks it over the owner socket (decision 51).

const PASSWORD = 'a long enough password'

test('npm run admin works while the site runs, and says what is wrong in one line', async () => {
  test.setTimeout(180_000)
  const port = await freePort()
  const dataDir = freshDataDir('citybreak-admin-')
  const server = startServer({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' })
  const admin = (email: string, password = PASSWORD) =>
    runNpmScript('admin', [email], { DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: password })
  const signIn = (email: string) =>
    fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    })
  try {
    await waitForHealth(port)
    const created = await admin('night.manager@example.com')
    expect(created).toMatchObject({ exitCode: 0, stderr: '' })
    expect(created.stdout.trim()).toBe('Created the owner night.manager@example.com.')
    expect((await signIn('night.manager@example.com')).status).toBe(200)

    const weak = await admin('night.manager@example.com', 'short')
    expect(weak.exitCode).toBe(1)
    expect(weak.stderr.trim()).toBe('The password must be at least 12 characters.')
    expect((await signIn('night.manager@example.com')).status).toBe(200)
  } finally {
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  }
  // Once the server has stopped, the script opens the folder itself.
  const stopped = await admin('day.manager@example.com')
  expect(stopped).toMatchObject({ exitCode: 0, stderr: '' })
  expect(stopped.stdout.trim()).toBe('Created the owner day.manager@example.com.')
})
