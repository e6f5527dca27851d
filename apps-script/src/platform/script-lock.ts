// One writer at a time: every change to a tab happens inside the script lock, flushed before it is let go.

const LOCK_WAIT_MS = 10_000

/** Runs `work` inside the script lock; null when the lock was not obtained in time. */
export function withLock<T>(work: () => T): T | null {
  const lock = LockService.getScriptLock()
  try {
    lock.waitLock(LOCK_WAIT_MS)
  } catch {
    return null
  }
  try {
    const result = work()
    SpreadsheetApp.flush()
    return result
  } finally {
    lock.releaseLock()
  }
}

export const isoNow = () => new Date().toISOString()
