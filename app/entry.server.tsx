import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router'
import { createContext, isRouteErrorResponse, ServerRouter } from 'react-router'
import { getAppContext } from '#app/app-context.server'
import { coalescedChunks } from '#app/coalesced-chunks.server'
import { NonceProvider } from '#app/components/nonce-provider'
import { isDatabaseUnavailable } from '#app/db/availability.server'

export const streamTimeout = 5_000

/** Set by `handleError` when a loader or action failed because the database did not answer. */
const databaseUnavailable = createContext(false)

/**
 * A loader's or action's failure goes on the request's log line, as the API's do; one that comes from the
 * database being down is remembered, so the error page goes out as a 503, as the API's answers do.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return
  // React Router's own answer to a wrong request (a POST to a page that takes none) is not the site's fault.
  if (isRouteErrorResponse(error) && error.status < 500) return
  // A 5xx that React Router answers for a failure keeps the failure itself on a private field.
  const failure = (isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined) ?? error
  const requestContext = context as RouterContextProvider
  if (isDatabaseUnavailable(failure)) requestContext.set(databaseUnavailable, true)
  getAppContext(requestContext).reportError(failure)
}

/** The document's status: the error page of a database outage is a 503 (try again shortly), not a 500. */
export const documentStatus = (status: number, context: Readonly<RouterContextProvider>) =>
  status === 500 && context.get(databaseUnavailable) ? 503 : status

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = getAppContext(loadContext).cspNonce
  responseStatusCode = documentStatus(responseStatusCode, loadContext)
  // Cache-Control is the server's (`pageCaching` in server/shared-caching.ts), which knows who asked.
  // Crawlers and link previews get the whole document at once; browsers get it streamed.
  const readyEvent =
    isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true
          const body = coalescedChunks()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, streamTimeout + 1_000)
  })
}
