// Flips to false the first time IndexedDB fails (private window, blocked, quota); the tool then works in memory.
import { externalStore } from '../external-store'

const persistent = externalStore(true)

export const storageHealth = {
  isPersistent: persistent.get,
  subscribe: persistent.subscribe,
  reportFailure(error: unknown) {
    if (!persistent.get()) return
    persistent.set(false)
    console.warn('Browser storage is unavailable; settings are kept in memory only.', error)
  },
  resetForTests() {
    persistent.set(true)
  },
}
