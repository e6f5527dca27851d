// Values only the browser knows, for components that are also rendered to HTML at build
// time (build/prerender). useSyncExternalStore gives the build-time value while rendering
// to HTML and while hydrating (so the markup matches), then the browser's value.
import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/** False in prerendered HTML and during hydration; true once the page runs in the browser. */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}

/** The current year; the build's year in prerendered HTML. */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribeToNothing,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  )
}
