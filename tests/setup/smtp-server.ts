import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { isAddressedTo } from './parsed-mail'

export { rawHeader, textLinks } from './parsed-mail'

type Mode = 'up' | 'down'

/** An SMTP reply of this code, as the server sends it back to the client. */
const reply = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode })

/**
 * A real SMTP server on a free port, standing in for the agency's mail server: it collects the messages it
 * accepts, parsed, can answer "try again later" (451) on purpose, and refuses for good (550) any recipient it
 * is told to, so retries and refusals happen over the wire as they would in production.
 */
export async function startSmtpServer(options: { mode?: Mode } = {}) {
  let mode: Mode = options.mode ?? 'up'
  const messages: ParsedMail[] = []
  const unknownRecipients = new Set<string>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (unknownRecipients.has(address.address.toLowerCase())) {
        return callback(reply(550, `No such user here: ${address.address}`))
      }
      callback()
    },
    onData(stream, _session, callback) {
      if (mode === 'down') {
        stream.resume()
        stream.on('end', () => callback(reply(451, 'Try again later')))
        return
      }
      simpleParser(stream).then((parsed) => {
        messages.push(parsed)
        callback()
      }, callback)
    },
  })
  server.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.server.once('listening', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The messages accepted for `address`. */
    to: (address: string) => messages.filter((message) => isAddressedTo(message, address)),
    setMode: (next: Mode) => {
      mode = next
    },
    /** From now on, refuse mail for `address` as an unknown mailbox. */
    refuse: (address: string) => void unknownRecipients.add(address.toLowerCase()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpServer>>
