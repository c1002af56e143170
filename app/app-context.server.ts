import { createContext, type RouterContextProvider } from 'react-router'
import type { Database } from '#app/db/client.server'
import type { Config } from '#app/env.server'

export type AppContext = {
  db: Database
  config: Config
  /** The CSP nonce of this response, for React Router's inline scripts. */
  cspNonce: string
}

/** What the server hands every loader and action: typed, and set once per request. */
export const appContext = createContext<AppContext>()

export const getAppContext = (context: Readonly<RouterContextProvider>) => context.get(appContext)
