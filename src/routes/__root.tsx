import { HeadContent, Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '../router'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
})

/** <HeadContent /> renders each route's `head` (title, meta); React 19 hoists them into <head>. */
function RootLayout() {
  return (
    <>
      <HeadContent />
      <Outlet />
    </>
  )
}
