// The app's one small store for state React reads with useSyncExternalStore (see src/use-external-store.ts).

/** What React reads: the value now, and a way to hear that it changed. */
export interface ReadableStore<T> {
  get(): T
  subscribe(listener: () => void): () => void
}

export interface ExternalStore<T> extends ReadableStore<T> {
  set(next: T): void
}

export function externalStore<T>(initial: T): ExternalStore<T> {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return
      value = next
      listeners.forEach((listener) => listener())
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
