// Module Web Worker entry: parses the body as its chunks arrive (SheetBodyParser),
// then answers with the protocol in sheet-worker-protocol.ts.
// Started by load-sheet-off-main-thread.ts with
// new Worker(new URL('./sheet-worker.ts', import.meta.url), { type: 'module' }).

import type { SheetWorkerInput } from './sheet-worker-input'
import { SheetBodyParser, transferablesOf } from './sheet-worker-protocol'

interface WorkerScope {
  onmessage: ((event: MessageEvent<SheetWorkerInput>) => void) | null
  postMessage(message: unknown, transfer: Transferable[]): void
}

const scope = self as unknown as WorkerScope
const body = new SheetBodyParser()
scope.onmessage = (event) => {
  for (const response of body.accept(event.data)) scope.postMessage(response, transferablesOf(response))
}
