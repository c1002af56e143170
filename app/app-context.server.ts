import { createContext, type RouterContextProvider } from 'react-router'
import type { SearchBoxOptions } from '#app/components/search/search-labels'
import type { Database } from '#app/db/client.server'
import type { Config } from '#app/env.server'
import type { IslandsPage } from '#app/islands/island'
import type { LeadOutbox } from '#app/services/leads/outbox.server'
import type { Mailer } from '#app/services/mail/mail-settings.server'
import type { Audience } from '#app/services/packages/visibility.server'
import type { CardPayments } from '#app/services/payments/stripe-client.server'
import type { CountPublicWrite } from '#app/services/rate-limits.server'

export type AppContext = {
  db: Database
  config: Config
  /** The CSP nonce of this response, for React Router's inline scripts. */
  cspNonce: string
  /** The islands' scripts in a production build (decision 60); absent in development, where every page hydrates whole. */
  islandScripts?: IslandsPage['scripts']
  /**
   * 'staff' when a live session asks: its answers are never shared by any cache, so only they may show a draft
   * package (its own page, as a preview). Everyone else is a visitor.
   */
  audience: Audience
  /** The holiday search box's choices: the same for everyone, so kept by the server until the catalogue changes. */
  searchOptions: () => Promise<SearchBoxOptions>
  /** Forwards stored call-back requests to the CRM, woken by `recordLead`; absent when none is configured. */
  leadOutbox?: Pick<LeadOutbox, 'kick'>
  /** Writes emails with the site's address and wakes the mail outbox once they are queued. */
  mailer: Mailer
  /** Counts a form post against the per-IP limit of its `/api` twin; false once the limit is reached. */
  countPublicWrite: CountPublicWrite
  /** Stripe, when the agency takes cards (decision 63): a booking made by a form post gets its payment page. */
  cardPayments?: CardPayments | null
  /** Clears every server's page cache after a write visitors' pages show (a booking's seats), as the API's do. */
  onCatalogueWrite?: () => void
  /** Puts an error on this request's log line (one line per request, without a failed query's values). */
  reportError: (error: unknown) => void
}

/** What the server hands every loader and action: typed, and set once per request. */
export const appContext = createContext<AppContext>()

export const getAppContext = (context: Readonly<RouterContextProvider>) => context.get(appContext)
