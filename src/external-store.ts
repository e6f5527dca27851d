// The app's one small store for state React reads with useSyncExternalStore (see src/tool/use-external-store.ts).

export interface ExternalStore<T> {
  get(): T
  set(next: T): void
  subscribe(listener: () => void): () => void
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
