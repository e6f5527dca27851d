import { useExternalStore } from '../use-external-store'
import type { PersistedValue } from './persisted-value'
import { storageHealth } from './storage-health'

export const usePersistedValue = <T>(value: PersistedValue<T>): T => useExternalStore(value)

const persistence = { get: storageHealth.isPersistent, subscribe: storageHealth.subscribe }

export const useStorageIsPersistent = (): boolean => useExternalStore(persistence)
