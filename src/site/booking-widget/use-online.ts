import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

const readOnline = () => navigator.onLine
const assumeOnline = () => true

/** `navigator.onLine`, kept current by the window's `online` and `offline` events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, readOnline, assumeOnline)
}
