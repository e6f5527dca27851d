// AbortSignal.any without AbortSignal.any, which Safari lacks before 17.4 (the tool supports 16.4).
export function eitherSignal(first: AbortSignal, second: AbortSignal): AbortSignal {
  const controller = new AbortController()
  for (const signal of [first, second]) {
    if (signal.aborted) {
      controller.abort(signal.reason)
      break
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true, signal: controller.signal })
  }
  return controller.signal
}
