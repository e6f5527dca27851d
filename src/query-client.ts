import { QueryClient } from '@tanstack/react-query'

/**
 * A QueryClient with the app's defaults. The app makes one (below); component tests
 * make one per test, so they run with the same retry and refetch settings. Each
 * query's own policy (the sheet's retry, timeouts and background refresh) is in its
 * queryOptions (src/tool/sheet-query.ts).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Sheets are fetched on purpose (load, save, Refresh) and on a timer, not on every focus.
        refetchOnWindowFocus: false,
      },
    },
  })
}

// The app's one QueryClient. It lives in its own module so that only routes that
// fetch data (the setter tool) download TanStack Query.
export const queryClient = createQueryClient()
