// The tool's one rule for being online: TanStack Query's onlineManager, which its queries follow already; the
// outbox sender and Admin's ledger check read it too, never navigator.onLine on their own.
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
