import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type * as React from 'react'
import { useState } from 'react'
import { adminKeys } from './admin-queries'

/**
 * SPEC 7's default data-fetch settings: no interval refetch, no refetch on focus, data never stale, no
 * retries for queries or mutations. The admin hooks set their own 60-second freshness on top. A session that
 * ends while the dashboard is open is not sent to the sign-in page, which would lose what staff typed: the
 * API client asks for the password in place and sends the call again (`SignInAgain`, decision 52).
 */
function createAdminQueryClient() {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
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
