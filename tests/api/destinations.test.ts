import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Destination } from '#app/lib/catalogue'
import type { AuditEntry } from '#app/lib/staff'
import { createDestination, createPackage } from '#tests/factories/catalogue'
import { adminRequest, signIn } from '#tests/setup/admin-session'
import { imageUploader, uploadedFile } from '#tests/setup/image-upload'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

let server: TestServer
let send: ReturnType<typeof adminRequest>
let uploadImage: ReturnType<typeof imageUploader>

beforeAll(async () => {
  server = await startTestServer()
  const cookie = await signIn(server)
  send = adminRequest(server, cookie)
  uploadImage = imageUploader(server, cookie)
})

afterAll(() => server.close())

const destinationNames = async () =>
  ((await (await send('GET', '/api/destinations')).json()) as Destination[]).map(
    (destination) => `${destination.name}, ${destination.country}`,
  )

describe('destination names', () => {
  it('are unique in a country, whatever the capitals and spaces: a second one is a 409 naming the first', async () => {
    const rome = await send('POST', '/api/destinations', { name: 'Rome', country: 'Italy' })
    expect(rome.status).toBe(201)
    for (const name of ['Rome', ' rome ', 'ROME']) {
      const second = await send('POST', '/api/destinations', { name, country: ' italy' })
      expect(second.status).toBe(409)
      expect(await second.json()).toEqual({ error: 'There is already a destination called Rome in Italy.' })
    }
    expect((await destinationNames()).filter((name) => name === 'Rome, Italy')).toHaveLength(1)
    // Another country may have a Rome of its own.
    expect((await send('POST', '/api/destinations', { name: 'Rome', country: 'United States' })).status).toBe(
      201,
    )
  })

  it('cannot be taken by renaming another, but a destination may rewrite its own', async () => {
    const milan = await createDestination(server.db, { name: 'Milan', country: 'Italy' })
    const turin = await createDestination(server.db, { name: 'Turin', country: 'Italy' })
    const clash = await send('PUT', `/api/destinations/${turin.id}`, { name: 'milan', country: 'Italy' })
    expect(clash.status).toBe(409)
    expect(await clash.json()).toEqual({ error: 'There is already a destination called Milan in Italy.' })
    const own = await send('PUT', `/api/destinations/${milan.id}`, { name: 'MILAN', country: 'Italy' })
    expect(own.status).toBe(200)
    expect(await destinationNames()).toContain('Turin, Italy')
  })

  it('hold when two staff add the same one at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => send('POST', '/api/destinations', { name: 'Lecce', country: 'Italy' })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409])
  })
})

describe('deleting a destination', () => {
  it('is refused with a 409 naming every package that goes there, drafts too, and changes nothing', async () => {
    const naples = await createDestination(server.db, { name: 'Naples', country: 'Italy' })
    await createPackage(server.db, { title: 'Naples and Pompeii', destinationId: naples.id })
    await createPackage(server.db, { title: 'Amalfi Drive', destinationId: naples.id, status: 'draft' })
    const response = await send('DELETE', `/api/destinations/${naples.id}`)
    expect(response.status).toBe(409)
    const body = (await response.json()) as { error: string; details: { path: string; message: string }[] }
    expect(body.error).toBe(
      "Naples can't be deleted: 2 packages go there (Amalfi Drive, Naples and Pompeii). Choose another " +
        'destination for them first.',
    )
    expect(body.details.map((detail) => detail.message)).toEqual(['Amalfi Drive', 'Naples and Pompeii'])
    expect(body.details[0]?.path).toMatch(/^package \d+$/)
    expect(await destinationNames()).toContain('Naples, Italy')
  })

  it('deletes an unused one with its images and their files (204), and records it', async () => {
    const bari = await createDestination(server.db, { name: 'Bari', country: 'Italy' })
    const image = await uploadImage({ destinationId: String(bari.id), title: 'Old town' })
    expect(existsSync(uploadedFile(server, image.url))).toBe(true)

    const response = await send('DELETE', `/api/destinations/${bari.id}`)
    expect(response.status).toBe(204)
    expect(await destinationNames()).not.toContain('Bari, Italy')
    expect((await send('GET', `/api/destinations/${bari.id}/images`)).status).toBe(404)
    expect(existsSync(uploadedFile(server, image.url))).toBe(false)
    const [entry] = (await (await send('GET', '/api/audit-log?limit=1')).json()) as AuditEntry[]
    expect(entry).toMatchObject({
      action: 'delete',
      thingType: 'destination',
      thingId: bari.id,
      thingName: 'Bari',
    })

    expect((await send('DELETE', `/api/destinations/${bari.id}`)).status).toBe(404)
  })

  it('frees its name for a new one', async () => {
    const pisa = await createDestination(server.db, { name: 'Pisa', country: 'Italy' })
    expect((await send('DELETE', `/api/destinations/${pisa.id}`)).status).toBe(204)
    expect((await send('POST', '/api/destinations', { name: 'Pisa', country: 'Italy' })).status).toBe(201)
  })
})
