import { QueryClient } from '@tanstack/react-query'

/** @internal Component tests make one per test with the app's defaults; each query's own policy is in its queryOptions. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Sheets are fetched on purpose and on a timer, not on every focus.
        refetchOnWindowFocus: false,
      },
    },
  })
}

// In its own module so only the setter tool downloads TanStack Query.
export const queryClient = createQueryClient()
