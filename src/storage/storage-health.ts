// Flips to false the first time IndexedDB fails (private window, blocked, quota); the tool then works in memory.

type Listener = () => void

let persistent = true
const listeners = new Set<Listener>()

export const storageHealth = {
  isPersistent: () => persistent,
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  reportFailure(error: unknown) {
    if (!persistent) return
    persistent = false
    console.warn('Browser storage is unavailable; settings are kept in memory only.', error)
    for (const listener of listeners) listener()
  },
  resetForTests() {
    persistent = true
  },
}
