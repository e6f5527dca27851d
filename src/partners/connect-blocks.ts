// fetch() only says "Failed to fetch" when connect-src refuses a host; the policy's violation event says why.

type EventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>

export function watchConnectBlocks(target: EventSource | undefined) {
  let lastBlockAt = -1
  const onViolation = (event: Event) => {
    if ((event as SecurityPolicyViolationEvent).effectiveDirective === 'connect-src') lastBlockAt = performance.now()
  }
  target?.addEventListener('securitypolicyviolation', onViolation)
  return {
    /** Whether connect-src refused a request since `startedAt` (performance.now()). */
    async blockedSince(startedAt: number): Promise<boolean> {
      // The violation event is queued as its own task.
      await new Promise((resolve) => setTimeout(resolve, 0))
      return lastBlockAt >= startedAt
    },
    stop: () => target?.removeEventListener('securitypolicyviolation', onViolation),
  }
}
