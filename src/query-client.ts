import { QueryClient } from '@tanstack/react-query'

// One QueryClient for the whole app. It lives in its own module so that only
// routes that fetch data (the setter tool) download TanStack Query.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Sheets are fetched on purpose (load, save, refresh), not on every focus.
      refetchOnWindowFocus: false,
    },
  },
})
