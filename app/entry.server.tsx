import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router'
import { createContext, isRouteErrorResponse, ServerRouter } from 'react-router'
import { getAppContext } from '#app/app-context.server'
import { coalescedChunks } from '#app/coalesced-chunks.server'
import { NonceProvider } from '#app/components/nonce-provider'
import { isDatabaseUnavailable } from '#app/db/availability.server'
import { type IslandsPage, IslandsPageProvider } from '#app/islands/island'
import type { RouteHandle } from '#app/root'

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

/**
 * A visitor's public page is sent as islands where the route asks for it and the build has them (decision 60);
 * staff get the whole app everywhere, for the previews' controls.
 */
function islandsPageOf(routerContext: EntryContext, loadContext: RouterContextProvider): IslandsPage | null {
  const { islandScripts, audience } = getAppContext(loadContext)
  if (!islandScripts || audience !== 'visitors') return null
  const asksForIslands = routerContext.staticHandlerContext.matches
    .map((match) => (routerContext.routeModules[match.route.id]?.handle as RouteHandle | undefined)?.islands)
    .findLast((islands) => islands !== undefined)
  if (!asksForIslands) return null
  return {
    render: (element, identifierPrefix) => renderToString(element, { identifierPrefix }),
    scripts: islandScripts,
  }
}

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
        <IslandsPageProvider value={islandsPageOf(routerContext, loadContext)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </IslandsPageProvider>
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
