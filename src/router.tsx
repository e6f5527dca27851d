import { createRouter } from '@tanstack/react-router'
import type { RouterHistory } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from './routeTree.gen'
import { NotFoundScreen } from './site/not-found-screen'
import { RouteErrorScreen } from './site/route-error-screen'
import { parseSearch, stringifySearch } from './search-params'

export interface RouterContext {
  /** Loaded on demand, so a public page rendered in the app never downloads TanStack Query. */
  loadQueryClient: () => Promise<QueryClient>
}

const loadAppQueryClient = () => import('./query-client').then((module) => module.queryClient)

interface AppRouterOptions {
  context?: RouterContext
  history?: RouterHistory
  /** Off at build time: there is no scroll position to restore. */
  scrollRestoration?: boolean
}

export function createAppRouter({
  context = { loadQueryClient: loadAppQueryClient },
  history,
  scrollRestoration = true,
}: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundScreen,
    defaultErrorComponent: RouteErrorScreen,
    scrollRestoration,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
