import { get, set, del, update } from 'idb-keyval'
import { externalStore } from '../external-store'
import { storageHealth } from './storage-health'
import type { StorageKey } from './storage-keys'
import { announceToOtherTabs, onOtherTabChange } from './tab-bus'

type Listener = () => void

/** A stored value is untrusted: `undefined` means use the fallback. */
export type Validator<T> = (raw: unknown) => T | undefined

// A blocked or hung IndexedDB must not keep the tool from starting.
const STORAGE_TIMEOUT_MS = 2_000

/** Every IndexedDB call on the start path goes through this. */
export function withStorageTimeout<T>(work: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('IndexedDB did not answer in time')), STORAGE_TIMEOUT_MS)
    // idb-keyval throws synchronously when indexedDB itself is missing.
    Promise.resolve()
      .then(work)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer))
  })
}

export interface PersistedValue<T> {
  readonly key: StorageKey
  get(): T
  subscribe(listener: Listener): () => void
  /** Never rejects: failures fall back to memory. */
  load(): Promise<T>
  save(value: T): Promise<void>
  /** Atomic, so two tabs editing different parts never undo each other. */
  update(change: (current: T) => T): Promise<void>
  remove(): Promise<void>
}

export function persistedValue<T>(key: StorageKey, validate: Validator<T>, fallback: T): PersistedValue<T> {
  const store = externalStore(fallback)
  let localWritesStarted = 0
  let listening = false
  // For the life of the page: a panel opened later must not show what was read at start-up.
  const listenToOtherTabs = () => {
    if (listening) return
    listening = true
    onOtherTabChange(key, reloadFromOtherTab)
  }

  const publish = store.set
  const announce = () => announceToOtherTabs(key)
  const read = (raw: unknown) => validate(raw) ?? fallback

  const value: PersistedValue<T> = {
    key,
    get: store.get,
    subscribe(listener) {
      listenToOtherTabs()
      return store.subscribe(listener)
    },
    async load() {
      listenToOtherTabs()
      if (!storageHealth.isPersistent()) return store.get()
      const writesBefore = localWritesStarted
      try {
        const raw = await withStorageTimeout(() => get<unknown>(key))
        // A local write during this read is newer, and publishes itself.
        if (localWritesStarted === writesBefore) publish(read(raw))
      } catch (error) {
        storageHealth.reportFailure(error)
      }
      return store.get()
    },
    async save(next) {
      localWritesStarted++
      publish(next)
      if (!storageHealth.isPersistent()) return
      try {
        await withStorageTimeout(() => set(key, next))
        announce()
      } catch (error) {
        storageHealth.reportFailure(error)
      }
    },
    async update(change) {
      const thisWrite = ++localWritesStarted
      publish(change(store.get()))
      if (!storageHealth.isPersistent()) return
      try {
        let stored = store.get()
        await withStorageTimeout(() =>
          update<unknown>(key, (raw) => {
            stored = change(read(raw))
            return stored
          }),
        )
        // A later local write has published its own value; this older one must not overwrite it.
        if (localWritesStarted === thisWrite) publish(stored)
        announce()
      } catch (error) {
        storageHealth.reportFailure(error)
      }
    },
    async remove() {
      localWritesStarted++
      publish(fallback)
      if (!storageHealth.isPersistent()) return
      try {
        await withStorageTimeout(() => del(key))
        announce()
      } catch (error) {
        storageHealth.reportFailure(error)
      }
    },
  }

  function reloadFromOtherTab() {
    void value.load()
  }

  return value
}
