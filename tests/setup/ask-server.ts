import http from 'node:http'

/** What a server answered, or the connection's error code (ECONNREFUSED once it has closed its port). */
export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string } | { error: string }

/** A client that keeps its connections open, as a load balancer does: a server must say when it closes one. */
const keptAlive = new http.Agent({ keepAlive: true })

/** One request to a server on this machine, on a kept-alive connection, with a JSON body when given. */
export function ask(
  port: number,
  path: string,
  {
    method = 'GET',
    json,
    headers = {},
  }: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
) {
  return new Promise<Answer>((resolve) => {
    const body = json === undefined ? undefined : JSON.stringify(json)
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent: keptAlive,
        headers: {
          ...headers,
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          text += chunk
        })
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        )
      },
    )
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }))
    request.end(body)
  })
}

export const statusOf = (answer: Answer) => ('status' in answer ? answer.status : answer.error)
