// A blocked, full or missing IndexedDB never fails a query: reads find nothing and writes are dropped, as settings do.
import { del, entries, get, set } from 'idb-keyval'
import { withStorageTimeout } from './persisted-value'
import { storageHealth } from './storage-health'

async function tried<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  if (!storageHealth.isPersistent()) return fallback
  try {
    return await withStorageTimeout(work)
  } catch (error) {
    storageHealth.reportFailure(error)
    return fallback
  }
}

export const queryStorage = {
  getItem: (key: string) => tried(() => get<unknown>(key), undefined),
  setItem: (key: string, value: unknown) => tried(() => set(key, value), undefined),
  removeItem: (key: string) => tried(() => del(key), undefined),
  entries: async (): Promise<[string, unknown][]> => {
    const all = await tried(() => entries<IDBValidKey, unknown>(), [])
    return all.filter((entry): entry is [string, unknown] => typeof entry[0] === 'string')
  },
}
