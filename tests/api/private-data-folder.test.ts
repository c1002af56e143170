import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite } from '#app/db/client.server'
import { makeFolderPrivate } from '#app/db/private-data-folder.server'
import { seedDatabase } from '#app/db/seed.server'
import { loadConfig } from '#app/env.server'
import { createDiskStorage } from '#app/services/images/image-storage.server'
import { uploadsFolder } from '#app/services/images/uploads-folder.server'
import { createMailTransport } from '#app/services/mail/transport.server'
import { createLogger } from '#server/request-logger'
import { notPrivate, permissionsOf } from '#tests/setup/private-files'

// The data folder holds password hashes, leads (and in the database's log, leads since erased) and emails
// with live reset links (issue 31): nobody but its owner may read any of it, whatever the umask the process
// was started with. Here the umask lets everyone in, as a careless service file might.

const scratch = mkdtempSync(path.join(tmpdir(), 'citybreak-private-'))
let umask: number

beforeAll(() => {
  umask = process.umask(0)
})

afterAll(() => {
  process.umask(umask)
  rmSync(scratch, { recursive: true, force: true })
})

describe('a data folder made under a umask that lets everyone in', () => {
  const dataDir = path.join(scratch, 'data')

  it('holds its embedded database in folders and files only its owner may open', {
    timeout: 120_000,
  }, async () => {
    const database = await openPglite(dataDir)
    try {
      await database.migrate()
      await seedDatabase(database.db)
      expect(notPrivate(dataDir)).toEqual([])
    } finally {
      await database.close()
    }
    expect(notPrivate(dataDir)).toEqual([])
  })

  it('keeps the emails it writes, with their live links, to its owner', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir })
    const transport = createMailTransport(config, createLogger('silent'))
    await transport.send({
      id: 1,
      createdAt: new Date(),
      to: 'staff@example.com',
      subject: 'Reset your password',
      text: 'https://www.example.com/admin/reset-password?token=secret',
      html: '<p>Reset</p>',
      headers: {},
      attachments: [],
    })
    transport.close()
    expect(await readdir(path.join(dataDir, 'mail'))).toHaveLength(1)
    expect(notPrivate(dataDir)).toEqual([])
  })

  it('keeps the images staff upload to its owner, though the site serves them', async () => {
    const storage = createDiskStorage(uploadsFolder(dataDir))
    await storage.save(Buffer.from('not really a picture'), 'png')
    expect(notPrivate(dataDir)).toEqual([])
  })
})

describe('makeFolderPrivate, at start-up', () => {
  it('tightens what an older version left open, says how many, and leaves links and their targets alone', () => {
    const dataDir = path.join(scratch, 'old')
    mkdirSync(path.join(dataDir, 'uploads', 'nested'), { recursive: true, mode: 0o755 })
    writeFileSync(path.join(dataDir, 'uploads', 'a.jpg'), 'a', { mode: 0o644 })
    writeFileSync(path.join(dataDir, 'uploads', 'nested', 'b.eml'), 'b', { mode: 0o666 })
    writeFileSync(path.join(dataDir, 'already-private'), 'c', { mode: 0o600 })
    const elsewhere = path.join(scratch, 'shared-notes.txt')
    writeFileSync(elsewhere, 'd', { mode: 0o644 })
    symlinkSync(elsewhere, path.join(dataDir, 'notes'))

    // The folder itself, uploads, nested and the two wide files.
    expect(makeFolderPrivate(dataDir)).toBe(5)
    expect(notPrivate(dataDir)).toEqual([])
    expect(permissionsOf(elsewhere)).toBe(0o644)
    expect(makeFolderPrivate(dataDir)).toBe(0)
  })

  it('answers 0 for a folder not made yet, and does not make it', () => {
    const missing = path.join(scratch, 'not-yet')
    expect(makeFolderPrivate(missing)).toBe(0)
    expect(() => permissionsOf(missing)).toThrow()
  })
})
