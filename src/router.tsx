import { createRouter } from '@tanstack/react-router'
import type { RouterHistory } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from './routeTree.gen'
import { NotFoundScreen } from './site/not-found-screen'
import { RouteErrorScreen } from './site/route-error-screen'
import { parseSearch, stringifySearch } from './search-params'

export interface RouterContext {
  /**
   * Resolves the app's single QueryClient. It is loaded on demand so the public
   * pages never download TanStack Query; data routes await it in `beforeLoad`.
   */
  loadQueryClient: () => Promise<QueryClient>
}

const loadAppQueryClient = () => import('./query-client').then((module) => module.queryClient)

interface AppRouterOptions {
  context?: RouterContext
  /** Tests and the build-time page renderer pass a memory history; the browser uses the default. */
  history?: RouterHistory
  /** Off when rendering pages to HTML at build time: there is no scroll position to restore. */
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
