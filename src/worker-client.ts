// One way to talk to a Web Worker: the page asks, the worker answers each request once, under its id.

type Envelope<Request> = { id: number; request: Request }
type Answer<Response> = { id: number; response: Response } | { id: number; error: { name: string; message: string } }

/** One worker, started on first use and kept; without Worker support (jsdom) `here` answers on this thread. */
export function workerClient<Request, Response>(start: () => Worker, here: (request: Request) => Promise<Response>) {
  let worker: Worker | null | undefined
  let nextId = 1
  const pending = new Map<number, { resolve: (response: Response) => void; reject: (error: Error) => void }>()

  const stop = (reason: string) => {
    worker?.terminate()
    worker = undefined
    for (const { reject } of pending.values()) reject(new Error(reason))
    pending.clear()
  }
  const started = (): Worker | null => {
    if (worker !== undefined) return worker
    try {
      worker = typeof Worker === 'undefined' ? null : start()
    } catch {
      worker = null
    }
    if (!worker) return null
    worker.onmessage = ({ data }: MessageEvent<Answer<Response>>) => {
      const waiting = pending.get(data.id)
      pending.delete(data.id)
      if ('response' in data) waiting?.resolve(data.response)
      else waiting?.reject(Object.assign(new Error(data.error.message), { name: data.error.name }))
    }
    worker.onerror = (event) => {
      event.preventDefault()
      stop('The worker stopped')
    }
    worker.onmessageerror = () => stop('The worker sent an unreadable answer')
    return worker
  }

  /** Rejects with the worker's error (same name and message); `transfer`: buffers handed over. */
  return function ask(request: Request, transfer: Transferable[] = [], signal?: AbortSignal): Promise<Response> {
    if (signal?.aborted) return Promise.reject(signal.reason)
    const target = started()
    if (!target) return here(request)
    const id = nextId++
    return new Promise<Response>((resolve, reject) => {
      pending.set(id, { resolve, reject })
      signal?.addEventListener(
        'abort',
        () => {
          if (pending.delete(id)) reject(signal.reason)
        },
        { once: true },
      )
      target.postMessage({ id, request } satisfies Envelope<Request>, transfer)
    })
  }
}

export function answerRequests<Request, Response>(
  answer: (request: Request) => Promise<Response>,
  transferOf: (response: Response) => Transferable[] = () => [],
): void {
  const scope = self as unknown as Pick<Worker, 'postMessage'> & { onmessage: Worker['onmessage'] }
  scope.onmessage = async ({ data: { id, request } }: MessageEvent<Envelope<Request>>) => {
    try {
      const response = await answer(request)
      scope.postMessage({ id, response } satisfies Answer<Response>, transferOf(response))
    } catch (error) {
      const { name, message } = error instanceof Error ? error : new Error(String(error))
      scope.postMessage({ id, error: { name, message } } satisfies Answer<Response>)
    }
  }
}
