// The tool's one rule for being online: TanStack Query's onlineManager, never navigator.onLine on its own.
import { onlineManager } from '@tanstack/react-query'
import type { ReadableStore } from './external-store'

export const onlineStatus: ReadableStore<boolean> = {
  get: () => onlineManager.isOnline(),
  subscribe: (listener) => onlineManager.subscribe(() => listener()),
}

let started = false

/** Once, as the tool starts: the manager assumes online until the browser's first event, and a tool opened offline sends none. */
export function startOnlineStatus(): void {
  if (started) return
  started = true
  onlineManager.setOnline(navigator.onLine)
}
