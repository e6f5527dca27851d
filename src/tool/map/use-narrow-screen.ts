import { useSyncExternalStore } from 'react'

const NARROW_SCREEN_QUERY = '(max-width: 40rem)'

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW_SCREEN_QUERY)
    : null
}

function subscribe(listener: () => void) {
  const query = mediaQuery()
  query?.addEventListener('change', listener)
  return () => query?.removeEventListener('change', listener)
}

const isNarrow = () => mediaQuery()?.matches ?? false

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false)
}
