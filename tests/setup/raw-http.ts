import net from 'node:net'

/**
 * Sends one request exactly as written (a forged Host, an absolute target: what fetch would tidy up) and
 * answers the status code and the raw response.
 */
export async function rawRequest(
  url: string,
  { target, headers }: { target: string; headers: Record<string, string> },
): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(url)
  const lines = [
    `GET ${target} HTTP/1.1`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ]
  const socket = net.connect(Number(port), hostname)
  socket.write(`${lines.join('\r\n')}\r\nConnection: close\r\n\r\n`)
  let text = ''
  socket.setEncoding('latin1')
  for await (const chunk of socket) text += chunk
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }
}
