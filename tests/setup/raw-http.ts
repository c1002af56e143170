import net from 'node:net'

type RawRequest = {
  /** GET unless said. */
  method?: string
  target: string
  headers: Record<string, string>
  /** HTTP/1.1 unless said; HTTP/1.0 may leave out Host. */
  version?: '1.0' | '1.1'
}

/**
 * Sends one request exactly as written (a forged Host, an absolute target, a method or protocol fetch would
 * refuse: what fetch would tidy up) and answers the status code and the raw response.
 */
export async function rawRequest(
  url: string,
  { method = 'GET', target, headers, version = '1.1' }: RawRequest,
): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(url)
  const lines = [
    `${method} ${target} HTTP/${version}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ]
  const socket = net.connect(Number(port), hostname)
  socket.write(`${lines.join('\r\n')}\r\nConnection: close\r\n\r\n`)
  let text = ''
  socket.setEncoding('latin1')
  for await (const chunk of socket) text += chunk
  return { status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), text }
}

/** The values of one header in a raw response, every time it appears: a header sent twice shows twice. */
export const headerValues = (response: string, name: string) =>
  response
    .split('\r\n\r\n')[0]
    ?.split('\r\n')
    .filter((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    .map((line) => line.slice(name.length + 1).trim()) ?? []
