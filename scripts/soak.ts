// `npm run soak`: a load and fault test of the production server on the embedded database. 500 visitors,
// each from its own address, ask for a call back and sign up while the CRM is down; the server is killed
// with SIGKILL, started again on the same data folder, and the CRM comes back. Prints what was
// acknowledged, stored and forwarded, and exits 1 unless nothing was lost or forwarded twice.
import { rmSync } from 'node:fs'
import os from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import { startCrmStub } from '#tests/setup/crm-stub'
import { deliveriesByEmail, enquireAs, staffEnvironment, storedEnquiries } from '#tests/setup/enquiry-traffic'
import {
  freePort,
  freshDataDir,
  type ServerProcess,
  startServer,
  waitForHealth,
} from '#tests/setup/server-process'
import { buildIfStale, root } from './build-if-stale.mjs'

const VISITORS = 500
const CONCURRENT_VISITORS = 20
/** Failed leads wait out a retry backoff (30 s, then 60 s, …) before the CRM sees them again. */
const FORWARDING_DEADLINE_MS = 5 * 60_000
const GIVE_UP_MS = 10 * 60_000

buildIfStale()
process.chdir(root)
const crm = await startCrmStub({ mode: 'down' })
const dataDir = freshDataDir('citybreak-soak-')
const port = await freePort()
const base = `http://127.0.0.1:${port}`
const environment = {
  PORT: String(port),
  DATA_DIR: dataDir,
  CRM_WEBHOOK_URL: crm.url,
  ...staffEnvironment,
}
let server: ServerProcess | undefined

/** Starts the server; if it stops without being told to, says so with the end of its output. */
function launch() {
  const started = startServer(environment)
  void started.exited.then((code) => {
    if (server !== started) return
    const how = code ?? started.child.signalCode
    console.error(`soak: the server stopped unexpectedly (${how}):\n${started.output().slice(-3000)}`)
  })
  return started
}

function cleanUp() {
  const running = server
  server = undefined
  running?.child.kill('SIGKILL')
  void crm.close()
  rmSync(dataDir, { recursive: true, force: true })
}

// Whatever hangs, the soak stops by itself and leaves no server behind.
setTimeout(() => {
  console.error(`soak: gave up after ${GIVE_UP_MS / 60_000} minutes`)
  cleanUp()
  process.exit(1)
}, GIVE_UP_MS).unref()

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

async function sendTraffic() {
  const results: Awaited<ReturnType<typeof enquireAs>>[] = []
  let next = 0
  const visitor = async () => {
    for (let n = next++; n < VISITORS; n = next++) results.push(await enquireAs(base, n))
  }
  await Promise.all(Array.from({ length: CONCURRENT_VISITORS }, visitor))
  return results
}

/** Waits until every acknowledged lead is marked forwarded, or the deadline passes. */
async function waitForForwarding(leads: string[]) {
  const deadline = Date.now() + FORWARDING_DEADLINE_MS
  for (;;) {
    const { forwarded } = await storedEnquiries(base)
    if (leads.every((email) => forwarded.has(email)) || Date.now() > deadline) return
    await sleep(2_000)
  }
}

try {
  server = launch()
  await waitForHealth(port)
  console.log(`soak: server up on ${base}, CRM stand-in down; ${VISITORS} visitors sending…`)
  let started = performance.now()
  const sent = await sendTraffic()
  console.log(`soak: traffic done in ${seconds(started)}; SIGKILL`)

  const killed = server
  server = undefined
  killed.child.kill('SIGKILL')
  await killed.exited
  started = performance.now()
  server = launch()
  await waitForHealth(port)
  console.log(`soak: restarted on the same data folder, healthy after ${seconds(started)}; CRM stand-in up`)

  crm.setMode('up')
  started = performance.now()
  const acknowledgedLeads = sent.filter((visit) => visit.lead).map((visit) => visit.email)
  const acknowledgedSignups = sent.filter((visit) => visit.signup).map((visit) => visit.email)
  await waitForForwarding(acknowledgedLeads)
  console.log(`soak: forwarding settled after ${seconds(started)}`)
  const stored = await storedEnquiries(base)
  // A graceful stop lets a delivery under way finish, so the CRM's count below is final.
  const stopping = server
  server = undefined
  stopping.child.kill('SIGTERM')
  await stopping.exited

  const deliveries = deliveriesByEmail(crm.received)
  const reachedCrm = acknowledgedLeads.filter((email) => deliveries.has(email))
  const twice = acknowledgedLeads.filter((email) => (deliveries.get(email) ?? 0) > 1)
  const leadsLost = acknowledgedLeads.filter((email) => !stored.leads.has(email) || !deliveries.has(email))
  const signupsStored = acknowledgedSignups.filter((email) => stored.signups.has(email))
  const signupsLost = acknowledgedSignups.length - signupsStored.length
  const row = (cells: (string | number)[]) =>
    cells.map((cell, i) => String(cell).padEnd(i ? 17 : 21)).join('')

  console.log(
    `\n${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, ` +
      `Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, embedded PGlite`,
  )
  console.log(row(['', 'acknowledged', 'stored', 'forwarded', 'forwarded twice', 'lost']))
  console.log(
    row([
      'call-back leads',
      acknowledgedLeads.length,
      acknowledgedLeads.filter((email) => stored.leads.has(email)).length,
      reachedCrm.length,
      twice.length,
      leadsLost.length,
    ]),
  )
  // Sign-ups stay on the site for staff (admin export); nothing forwards them to the CRM.
  console.log(
    row(['newsletter sign-ups', acknowledgedSignups.length, signupsStored.length, '-', '-', signupsLost]),
  )
  console.log('(lost: acknowledged, then not stored, or for a lead never received by the CRM)')
  process.exitCode = leadsLost.length + twice.length + signupsLost > 0 ? 1 : 0
} finally {
  cleanUp()
}
