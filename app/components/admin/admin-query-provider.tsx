import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type * as React from 'react'
import { useState } from 'react'
import { ApiError } from '#app/browser/api-client'
import { signInPath } from '#app/lib/redirect-target'
import { adminKeys } from './admin-queries'

/** A session that ran out while the dashboard was open: back through the sign-in, then to this same tab. */
function signInAgainOn401(error: unknown) {
  if (error instanceof ApiError && error.status === 401) {
    window.location.assign(signInPath(window.location.pathname + window.location.search))
  }
}

/**
 * SPEC 7's default data-fetch settings: no interval refetch, no refetch on focus, data never stale, no
 * retries for queries or mutations. The admin hooks set their own 60-second freshness on top.
 */
function createAdminQueryClient() {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: signInAgainOn401 }),
    mutationCache: new MutationCache({
      onError: signInAgainOn401,
      // The at-a-glance figures count what any write may add or remove, so every write refreshes them.
      onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.summary }),
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  })
  return client
}

/** One cache per visit to the dashboard: made on mount, so no data is shared between requests on the server. */
export function AdminQueryProvider({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(createAdminQueryClient)
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
