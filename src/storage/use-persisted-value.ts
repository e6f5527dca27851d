import { useSyncExternalStore } from 'react'
import type { PersistedValue } from './persisted-value'
import { storageHealth } from './storage-health'

export function usePersistedValue<T>(value: PersistedValue<T>): T {
  return useSyncExternalStore(value.subscribe, value.get, value.get)
}

export function useStorageIsPersistent(): boolean {
  return useSyncExternalStore(storageHealth.subscribe, storageHealth.isPersistent, storageHealth.isPersistent)
}
