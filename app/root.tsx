import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router'
import { getAppContext } from '#app/app-context.server'
import { BRAND_IMAGES } from '#app/brand/brand-images'
import { pageNameOf } from '#app/browser/analytics/page-names'
import { NotAllowed } from '#app/components/admin/not-allowed'
import { SiteAnalyticsIsland } from '#app/components/analytics/site-analytics'
import { NewsletterPanel } from '#app/components/newsletter/newsletter-panel'
import { useNonce } from '#app/components/nonce-provider'
import { NotFoundContent } from '#app/components/not-found-content'
import { PageChangeFocus } from '#app/components/page-change-focus'
import { SiteLayout } from '#app/components/site-layout'
import { ToastOutlet } from '#app/components/toast-outlet'
import { publicConfig, publishedOrigin } from '#app/env.server'
import { useIslandsPage } from '#app/islands/island'
import { IslandScripts } from '#app/islands/island-scripts'
import { siteOrigin } from '#app/lib/site-origin'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'

export const links: Route.LinksFunction = () => [
  // A precedence makes React send the stylesheet ahead of the script preloads, so first paint does not wait on them.
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
  { rel: 'icon', href: BRAND_IMAGES.logo, type: 'image/svg+xml' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getAppContext(context)
  return data({
    config: publicConfig(config),
    origin: siteOrigin(publishedOrigin(config), request),
  })
}

export type RootData = Awaited<ReturnType<typeof loader>>['data']

/** Routes say which footer they want through `handle`; SPEC gives /privacy a shorter one. */
export type RouteHandle = {
  footer?: 'full' | 'legal'
  /** false on a page that shows its own NewsletterPanel, so the sign-up is not offered twice in a row. */
  footerNewsletter?: boolean
  /**
   * 'bare' for the back office: it has its own header, and the public header and footer would mislead. Bare
   * pages run no analytics and show no consent banner.
   */
  layout?: 'site' | 'bare'
  /**
   * true on a public page that visitors get as server-rendered HTML with islands, without React Router's
   * client (decision 60). Staff, whose pages are never shared, get the whole app on it.
   */
  islands?: boolean
}

export function useRootData() {
  const rootData = useRouteLoaderData<typeof loader>('root')
  if (!rootData) throw new Error('The root loader data is missing.')
  return rootData
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  const islandsPage = useIslandsPage()
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f4c5c" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {islandsPage ? (
          <IslandScripts scripts={islandsPage.scripts} nonce={nonce} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  )
}

export default function App() {
  const { config } = useRootData()
  const matches = useMatches()
  const { pathname } = useLocation()
  const handles = matches.map((match) => match.handle as RouteHandle | undefined)
  const footer = handles.map((handle) => handle?.footer).findLast(Boolean)
  const footerNewsletter = handles.map((handle) => handle?.footerNewsletter).findLast((v) => v !== undefined)
  if (handles.map((handle) => handle?.layout).findLast(Boolean) === 'bare') {
    // Staff pages: no consent banner and no analytics; staff are not the visitors the figures are about.
    return (
      <>
        <Outlet />
        <ToastOutlet />
      </>
    )
  }
  return (
    <>
      <SiteLayout
        config={config}
        footerVariant={footer}
        newsletterSlot={footerNewsletter === false ? undefined : <NewsletterPanel variant="band" />}
      >
        <Outlet />
      </SiteLayout>
      <SiteAnalyticsIsland pathname={pathname} pageName={pageNameOf(matches.at(-1)?.id)} />
      {/* Public pages only: in the back office a section is a tab, and the tab keeps focus as it opens one. */}
      <PageChangeFocus />
      {/* Outside the layout, so a toast can be sent from any page and outlives a navigation. */}
      <ToastOutlet />
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<typeof loader>('root')
  const notFound = isRouteErrorResponse(error) && error.status === 404
  // A member of staff on a page their role may not use (decision 35).
  const notAllowed = isRouteErrorResponse(error) && error.status === 403
  const content = notFound ? (
    <NotFoundContent />
  ) : notAllowed ? (
    <NotAllowed level={1} />
  ) : (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="font-semibold text-3xl">Something went wrong</h1>
      <p className="mt-4 text-muted-foreground">
        Sorry, this page could not be shown just now. Please try again in a moment, or give us a call.
      </p>
    </section>
  )
  if (!notFound && !isRouteErrorResponse(error)) console.error(error)
  return (
    <>
      <title>{notFound ? '404 Page Not Found' : notAllowed ? 'Not allowed' : 'Something went wrong'}</title>
      <meta name="robots" content="noindex" />
      {rootData ? <SiteLayout config={rootData.config}>{content}</SiteLayout> : content}
    </>
  )
}
