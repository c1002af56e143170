import type { ParsedMail } from 'mailparser'

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
