import { rawRequest } from '../setup/raw-http'
import { E2E_ADMIN } from './admin-credentials'
import { expect, test } from './fixtures'

// What a request says about the site's own address is the sender's to write. It must never reach the links
// other visitors are served from the page cache, and a malformed one is the sender's mistake (4xx), not ours.

const FORGED = { 'X-Forwarded-Host': 'evil.example' }

test('a forged X-Forwarded-Host never reaches the links other visitors are served', async ({ request }) => {
  const pages = ['/package/venice-city-break', '/sitemap.xml', '/robots.txt', '/offers', '/']
  for (const path of pages) {
    // Twice: once to render and once more, as a poisoner would, to be sure the cache has it.
    for (let i = 0; i < 2; i += 1) {
      const forged = await request.get(path, { headers: FORGED })
      expect(await forged.text(), `${path} as the forger sees it`).not.toContain('evil.example')
    }
    const plain = await request.get(path)
    expect(plain.status()).toBe(200)
    expect(await plain.text(), path).not.toContain('evil.example')
  }
})

test('malformed addresses are answered 4xx or ignored, never with a server error', async ({
  baseURL,
  request,
}) => {
  const url = baseURL ?? ''
  const host = new URL(url).host
  const badHost = await rawRequest(url, { target: '/offers', headers: { Host: 'x:99999' } })
  expect(badHost.status).toBe(400)
  const badForwardedHost = await rawRequest(url, {
    target: '/package/venice-city-break',
    headers: { Host: host, 'X-Forwarded-Host': 'a b' },
  })
  expect(badForwardedHost.status).toBe(200)
  const absoluteTarget = await rawRequest(url, { target: 'http://evil.example/', headers: { Host: host } })
  expect(absoluteTarget.status).toBe(400)

  // Signed in, the sign-in page sends staff straight on to redirectTo, which must make a Location header.
  const signIn = await request.post('/api/auth/login', { data: E2E_ADMIN })
  expect(signIn.ok()).toBe(true)
  const onward = await request.get('/admin/login?redirectTo=/%E2%80%A8', { maxRedirects: 0 })
  expect(onward.status()).toBe(302)
  expect(onward.headers().location).toBe('/%E2%80%A8')
})
