import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { type ParsedMail, simpleParser } from 'mailparser'

/** A header as it was written in the message (mailparser reads some, such as List-*, into objects). */
export function rawHeader(message: ParsedMail, name: string): string | undefined {
  const line = message.headerLines.find((header) => header.key === name.toLowerCase())?.line
  return line?.slice(line.indexOf(':') + 1).trim()
}

/** The links in a message's plain-text part, in order. */
export const textLinks = (message: ParsedMail) => message.text?.match(/https?:\/\/\S+/g) ?? []

/** Whether the message was addressed to `address`, in any letter case. */
export function isAddressedTo(message: ParsedMail, address: string): boolean {
  const groups = Array.isArray(message.to) ? message.to : message.to ? [message.to] : []
  return groups.some((group) =>
    group.value.some((entry) => entry.address?.toLowerCase() === address.toLowerCase()),
  )
}

/**
 * The emails a server without SMTP_URL wrote to `folder` (its data folder's mail/), oldest first, read as a
 * mail client would; each file is parsed once into `parsed`, which a caller may keep between reads.
 */
export async function mailIn(folder: string, parsed = new Map<string, ParsedMail>()): Promise<ParsedMail[]> {
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'))
  for (const name of names.sort()) {
    if (!parsed.has(name)) parsed.set(name, await simpleParser(await readFile(path.join(folder, name))))
  }
  return names.map((name) => parsed.get(name) as ParsedMail)
}
