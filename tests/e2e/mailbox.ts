import path from 'node:path'
import { expect } from '@playwright/test'
import type { ParsedMail } from 'mailparser'
import { isAddressedTo, mailIn, textLinks } from '../setup/parsed-mail'

export { rawHeader } from '../setup/parsed-mail'

/**
 * The end-to-end server has no SMTP_URL, so it writes each email as an .eml file under its data folder's
 * mail/ (playwright.config.ts makes that folder): this reads them as a mail client would.
 */
const mailFolder = () => path.join(process.env.E2E_DATA_DIR ?? '', 'mail')

const parsed = new Map<string, ParsedMail>()

const readAll = () => mailIn(mailFolder(), parsed)

/** The latest email to `address`, once the server has written it (the outbox sends within moments). */
export async function latestEmailTo(address: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined
  await expect
    .poll(
      async () => {
        found = (await readAll()).filter((message) => isAddressedTo(message, address)).at(-1)
        return found !== undefined
      },
      { message: `an email to ${address}`, timeout: 15_000 },
    )
    .toBe(true)
  return found as ParsedMail
}

/** The link in an email's plain-text part to `pathname` (such as '/newsletter/confirm'). */
export function linkIn(message: ParsedMail, pathname: string): URL {
  const link = textLinks(message)
    .map((url) => new URL(url))
    .find((url) => url.pathname === pathname)
  if (!link) throw new Error(`No link to ${pathname} in "${message.subject}"`)
  return link
}

/** An email link as a path on the test server (the links name the server's own address). */
export const pathOf = (link: URL) => `${link.pathname}${link.search}`
