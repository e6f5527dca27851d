import { useSyncExternalStore } from 'react'
import type { ReadableStore } from './external-store'

export function useExternalStore<T>(store: ReadableStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}
