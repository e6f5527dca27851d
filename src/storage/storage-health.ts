// Whether values can be kept across visits. Flips to false the first time IndexedDB
// fails (private window, blocked database, quota); the tool then keeps working in memory.

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
  /** Test hook: start again as if the page had just loaded. */
  resetForTests() {
    persistent = true
  },
}
