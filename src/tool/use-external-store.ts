import { useSyncExternalStore } from 'react'
import type { ExternalStore } from '../external-store'

export function useExternalStore<T>(store: ExternalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}
