import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PackageSidebar } from '#app/components/package/package-sidebar'
import { PackageTabs } from '#app/components/package/package-tabs'
import type { PackageDetail } from '#app/lib/catalogue'
import type { PackageCard } from '#app/lib/package-card'
import type { PackageTexts } from '#app/lib/package-texts'
import { loader as offersLoader } from '#app/routes/offers'
import { loader as packageLoader, meta as packageMeta } from '#app/routes/package'
import { createPackage } from '#tests/factories/catalogue'
import { adminRequest, signIn } from '#tests/setup/admin-session'
import { loadPage } from '#tests/setup/page-context'
import { startTestServer, type TestServer } from '#tests/setup/test-server'

/**
 * Markdown in a package's texts (decision 57): staff save it through the API as typed, and the package page's
 * loader hands the page sanitised HTML, so visitors see bold words rather than stars.
 */

let server: TestServer
let send: ReturnType<typeof adminRequest>
let venice: { id: number }

const SITE = 'http://localhost'

const markdown = {
  title: 'Venice in Markdown',
  duration: 3,
  description:
    'A **slow** week by the *canals*.\n\nRead about the [tourist tax](https://example.com/tax) and <script>alert(1)</script>',
  itinerary: '# Day by day\n- Arrive by boat\n- [Leave](javascript:alert(1))',
  accommodationDetails:
    '## The hotel\nA **restored** palazzo. It has a *rooftop* bar.\n\n- Canal **views**\n- Free wifi',
  whatsIncluded: '* **Free** transfers\n- Flights',
}

type PackagePageData = { pkg: PackageDetail; texts: PackageTexts }

beforeAll(async () => {
  server = await startTestServer()
  send = adminRequest(server, await signIn(server))
  venice = await createPackage(server.db, { slug: 'venice-in-markdown', title: 'Venice', duration: 3 })
  await createPackage(server.db, {
    slug: 'plain-verona',
    title: 'Plain Verona',
    description: 'Day 1: Arrive.\nCheck in.\n\nDay 2: Home.',
  })
  expect((await send('PUT', `/api/travel-packages/${venice.id}`, markdown)).status).toBe(200)
})

afterAll(() => server.close())

/** The package page's loader data as a visitor gets it (no cookie: no staff preview). */
async function packagePage(slug: string): Promise<PackagePageData> {
  const page = await loadPage(packageLoader, `${SITE}/package/${slug}`, server.db, { params: { slug } })
  expect(page.status).toBe(200)
  return page.data as PackagePageData
}

/** The page's tabs and sidebar as the server draws them from that data. */
const drawn = ({ pkg, texts }: PackagePageData) =>
  renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(PackageTabs, { pkg, texts }),
      createElement(PackageSidebar, { pkg, texts, returnTo: `/package/${pkg.slug}` }),
    ),
  )

describe('Markdown in package texts', () => {
  it('is stored as typed, and the package page shows it as formatted text', async () => {
    const stored = (await (await send('GET', `/api/travel-packages/${venice.id}`)).json()) as PackageDetail
    expect(stored.description).toBe(markdown.description)

    const html = drawn(await packagePage('venice-in-markdown'))
    expect(html).toContain('<p>A <strong>slow</strong> week by the <em>canals</em>.</p>')
    expect(html).toContain('<h4>Day by day</h4>')
    expect(html).toContain('<li>Arrive by boat</li>')
    expect(html).toContain('<h5>The hotel</h5>')
    expect(html).toContain('<span class="formatted-line"><strong>Free</strong> transfers</span>')
  })

  it('never lets raw HTML or a script link through, and marks an external link nofollow noopener', async () => {
    const html = drawn(await packagePage('venice-in-markdown'))
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toContain('<script')
    expect(html).not.toMatch(/href="javascript:/i)
    expect(html).toContain(
      '<a href="https://example.com/tax" rel="nofollow noopener" target="_blank">tourist tax<span class="sr-only"> (opens in a new tab)</span></a>',
    )
  })

  it('reads Hotel Highlights and the meta description from the words, without the Markdown', async () => {
    const data = await packagePage('venice-in-markdown')
    const html = drawn(data)
    expect(html).toContain('<p class="mb-3 leading-relaxed">A restored palazzo.</p>')
    expect(html).toMatch(/<ul class="star-list[^"]*"><li>Canal views<\/li><li>Free wifi<\/li><\/ul>/)
    const tags = packageMeta({
      data,
      matches: [{ loaderData: { config: { agencyName: 'Test Agency' }, origin: SITE } }],
    } as never)
    const description = tags.find((tag) => 'name' in tag && tag.name === 'description')
    expect(description).toMatchObject({ content: expect.stringContaining('A slow week by the canals.') })
    expect(JSON.stringify(tags)).not.toContain('**')
  })

  it('shows the card on the offers page without the Markdown', async () => {
    const page = await loadPage(offersLoader, `${SITE}/offers`, server.db)
    const { packages } = page.data as { packages: PackageCard[] }
    expect(packages.find((card) => card.id === venice.id)?.description).toBe(
      'A slow week by the canals.\n\nRead about the tourist tax and <script>alert(1)</script>',
    )
  })

  it('shows plain text written before Markdown as before: paragraphs, and line breaks inside them', async () => {
    const html = drawn(await packagePage('plain-verona'))
    expect(html).toContain('<p>Day 1: Arrive.<br>\nCheck in.</p>\n<p>Day 2: Home.</p>')
  })
})
