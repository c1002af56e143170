// A bare Node server that answers every request with one recorded answer (`npm run bench:web`): the most any
// server in Node could do with those bytes, the yardstick for the app's answers from its page cache.
// Given a JSON file of { status, headers: [name, value, ...], body (base64) }; prints the port it listens on.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const recorded = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const body = Buffer.from(recorded.body, 'base64')
const headers = [...recorded.headers, 'Content-Length', String(body.length)]

const server = createServer((_req, res) => {
  res.writeHead(recorded.status, headers)
  res.end(body)
})
server.listen(0, '127.0.0.1', () => console.log(server.address().port))
