import { externalStore } from '../../external-store'
import { useExternalStore } from '../../use-external-store'

// One shared ticking clock for partner local times, open/closed and "Updated … ago", ticking while shown.
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

/** The current time (ms), updated every 15 s while any component shows it. */
export const useNow = (): number => useExternalStore(clock)

/** "just now", "1 min ago", "12 min ago", "3 h ago", "2 days ago". */
export function timeAgo(then: number, current: number): string {
  const minutes = Math.floor(Math.max(0, current - then) / 60_000)
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${minutes} min ago`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return `${hours} h ago`
  return `${Math.floor(hours / 24)} days ago`
}
