import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestProtocol } from './request-protocol'

// The hot path's scheme must be Express's own, or a kept answer would differ from the middleware's (HSTS).

type Seen = { express: string; ours: string }

const trustSettings = { trusted: 'loopback', untrusted: '10.0.0.1', off: false } as const
const servers = new Map<keyof typeof trustSettings, { url: string; close: () => void }>()

beforeAll(async () => {
  for (const [name, setting] of Object.entries(trustSettings)) {
    const app = express()
    app.set('trust proxy', setting)
    app.get('/', (req, res) => {
      res.json({ express: req.protocol, ours: requestProtocol(req, app.get('trust proxy fn')) })
    })
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    servers.set(name as keyof typeof trustSettings, {
      url: `http://127.0.0.1:${port}/`,
      close: () => server.close(),
    })
  }
})

afterAll(() => {
  for (const server of servers.values()) server.close()
})

async function seen(trust: keyof typeof trustSettings, forwardedProto?: string): Promise<Seen> {
  const server = servers.get(trust)
  if (!server) throw new Error(`no server for ${trust}`)
  const headers: Record<string, string> =
    forwardedProto === undefined ? {} : { 'x-forwarded-proto': forwardedProto }
  return (await (await fetch(server.url, { headers })).json()) as Seen
}

describe('requestProtocol', () => {
  it.each([
    ['trusted', undefined, 'http'],
    ['trusted', 'https', 'https'],
    ['trusted', ' https , http', 'https'],
    ['trusted', 'http', 'http'],
    ['trusted', '', 'http'],
    ['untrusted', 'https', 'http'],
    ['off', 'https', 'http'],
    ['off', undefined, 'http'],
  ] as const)(
    'from a %s proxy with X-Forwarded-Proto %j is %s, as Express says',
    async (trust, header, expected) => {
      const { express: fromExpress, ours } = await seen(trust, header)
      expect(fromExpress).toBe(expected)
      expect(ours).toBe(expected)
    },
  )
})
