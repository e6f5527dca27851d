import { useSyncExternalStore } from 'react'

// One shared ticking clock for partner local times, open/closed and "Updated … ago".
const TICK_MS = 15_000
let now = Date.now()
const listeners = new Set<() => void>()
let timer: ReturnType<typeof setInterval> | undefined

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (!timer) {
    now = Date.now()
    timer = setInterval(() => {
      now = Date.now()
      listeners.forEach((notify) => notify())
    }, TICK_MS)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && timer) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

const getNow = () => now

/** The current time (ms), updated every 15 s while any component shows it. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, getNow, getNow)
}

/** "just now", "1 min ago", "12 min ago", "3 h ago", "2 days ago". */
export function timeAgo(then: number, current: number): string {
  const minutes = Math.floor(Math.max(0, current - then) / 60_000)
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${minutes} min ago`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return `${hours} h ago`
  return `${Math.floor(hours / 24)} days ago`
}
