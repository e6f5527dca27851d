import { get, set, del, update } from 'idb-keyval'
import { storageHealth } from './storage-health'
import type { StorageKey } from './storage-keys'

type Listener = () => void

/** A stored value is untrusted: validators turn anything else into `undefined` (= use the fallback). */
export type Validator<T> = (raw: unknown) => T | undefined

// A blocked or hung IndexedDB must not keep the tool from starting.
const STORAGE_TIMEOUT_MS = 2_000
const CHANNEL_NAME = 'ahs-storage'

function withTimeout<T>(work: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('IndexedDB did not answer in time')), STORAGE_TIMEOUT_MS)
    // idb-keyval throws synchronously when indexedDB itself is missing.
    Promise.resolve()
      .then(work)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer))
  })
}

let channel: BroadcastChannel | null = null
const channelListeners = new Map<string, Set<Listener>>()

function storageChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel
  channel = new BroadcastChannel(CHANNEL_NAME)
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const key = (event.data as { key?: unknown } | null)?.key
    if (typeof key === 'string') channelListeners.get(key)?.forEach((listener) => listener())
  }
  return channel
}

export interface PersistedValue<T> {
  readonly key: StorageKey
  /** The current value (the fallback until `load` finishes). */
  get(): T
  isLoaded(): boolean
  subscribe(listener: Listener): () => void
  /** Reads from IndexedDB (again). Never rejects: failures fall back to memory. */
  load(): Promise<T>
  save(value: T): Promise<void>
  /** Atomic read-modify-write, so two tabs editing different parts never undo each other. */
  update(change: (current: T) => T): Promise<void>
  remove(): Promise<void>
}

export function persistedValue<T>(key: StorageKey, validate: Validator<T>, fallback: T): PersistedValue<T> {
  let current = fallback
  let loaded = false
  const listeners = new Set<Listener>()
  /** Local writes started so far: a read that overlaps one of them is stale and must not be published. */
  let writes = 0
  let listening = false
  /**
   * Follow other tabs' changes for the life of the page, not only while a component
   * shows the value: a panel opened later must not show what was read at start-up.
   */
  const listenToOtherTabs = () => {
    if (listening) return
    listening = true
    storageChannel()
    const forKey = channelListeners.get(key) ?? new Set<Listener>()
    forKey.add(reloadFromOtherTab)
    channelListeners.set(key, forKey)
  }

  const publish = (value: T) => {
    current = value
    loaded = true
    listeners.forEach((listener) => listener())
  }
  const announce = () => storageChannel()?.postMessage({ key })
  const read = (raw: unknown) => validate(raw) ?? fallback

  const value: PersistedValue<T> = {
    key,
    get: () => current,
    isLoaded: () => loaded,
    subscribe(listener) {
      listeners.add(listener)
      listenToOtherTabs()
      return () => {
        listeners.delete(listener)
      }
    },
    async load() {
      listenToOtherTabs()
      if (!storageHealth.isPersistent()) {
        publish(current)
        return current
      }
      const writesBefore = writes
      try {
        const raw = await withTimeout(() => get<unknown>(key))
        // A local change made while this read was on its way is newer: keep it (its own write publishes the result).
        if (writes === writesBefore) publish(read(raw))
      } catch (error) {
        storageHealth.reportFailure(error)
        publish(current)
      }
      return current
    },
    async save(next) {
      writes++
      publish(next)
      if (!storageHealth.isPersistent()) return
      try {
        await withTimeout(() => set(key, next))
        announce()
      } catch (error) {
        storageHealth.reportFailure(error)
      }
    },
    async update(change) {
      writes++
      publish(change(current))
      if (!storageHealth.isPersistent()) return
      try {
        let stored = current
        await withTimeout(() =>
          update<unknown>(key, (raw) => {
            stored = change(read(raw))
            return stored
          }),
        )
        publish(stored)
        announce()
      } catch (error) {
        storageHealth.reportFailure(error)
      }
    },
    async remove() {
      writes++
      publish(fallback)
      if (!storageHealth.isPersistent()) return
      try {
        await withTimeout(() => del(key))
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
