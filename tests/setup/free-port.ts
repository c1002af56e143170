import net from 'node:net'

/** A port nothing listens on right now, so parallel suites on this machine do not collide. */
export async function freePort() {
  const probe = net.createServer().listen(0, '127.0.0.1')
  await new Promise((resolve) => probe.once('listening', resolve))
  const { port } = probe.address() as net.AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}
