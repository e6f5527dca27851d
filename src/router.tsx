import { createRouter } from '@tanstack/react-router'
import type { RouterHistory } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from './routeTree.gen'
import { NotFoundScreen } from './site/not-found-screen'
import { RouteErrorScreen } from './site/route-error-screen'
import { parseSearch, stringifySearch } from './search-params'

export interface RouterContext {
  /** On demand, so the public pages never download TanStack Query; data routes await it in `beforeLoad`. */
  loadQueryClient: () => Promise<QueryClient>
}

const loadAppQueryClient = () => import('./query-client').then((module) => module.queryClient)

interface AppRouterOptions {
  context?: RouterContext
  history?: RouterHistory
  scrollRestoration?: boolean
  /** When hydrating: the visitor may have scrolled (or followed a #hash) before the code arrived. */
  keepInitialScroll?: boolean
}

export function createAppRouter({
  context = { loadQueryClient: loadAppQueryClient },
  history,
  scrollRestoration = true,
  keepInitialScroll = false,
}: AppRouterOptions = {}) {
  let firstRender = true
  const restoreScrollAfterFirstRender = () => {
    if (!firstRender) return true
    firstRender = false
    return false
  }
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundScreen,
    defaultErrorComponent: RouteErrorScreen,
    scrollRestoration: scrollRestoration && keepInitialScroll ? restoreScrollAfterFirstRender : scrollRestoration,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
