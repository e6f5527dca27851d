import { externalStore } from '../../external-store'
import { useExternalStore } from '../../use-external-store'

// One shared ticking clock for partner local times, open/closed and "Updated … ago" (timeAgo), ticking while shown.
const TICK_MS = 15_000
const store = externalStore(Date.now())
let watchers = 0
let timer: ReturnType<typeof setInterval> | undefined

const clock = {
  get: store.get,
  subscribe(listener: () => void) {
    if (watchers++ === 0) {
      store.set(Date.now())
      timer = setInterval(() => store.set(Date.now()), TICK_MS)
    }
    const unsubscribe = store.subscribe(listener)
    return () => {
      unsubscribe()
      if (--watchers === 0) clearInterval(timer)
    }
  },
}

export const useNow = (): number => useExternalStore(clock)
