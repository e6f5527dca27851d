// Module Web Worker entry: collects the body's chunks (sheet-worker-input.ts), then
// answers with the protocol in sheet-worker-protocol.ts.
// Started by load-sheet-off-main-thread.ts with
// new Worker(new URL('./sheet-worker.ts', import.meta.url), { type: 'module' }).

import { SheetBodyCollector, type SheetWorkerInput } from './sheet-worker-input'
import { sheetWorkerResponses, transferablesOf } from './sheet-worker-protocol'

interface WorkerScope {
  onmessage: ((event: MessageEvent<SheetWorkerInput>) => void) | null
  postMessage(message: unknown, transfer: Transferable[]): void
}

const scope = self as unknown as WorkerScope
const body = new SheetBodyCollector()
scope.onmessage = (event) => {
  const request = body.accept(event.data)
  if (!request) return
  for (const response of sheetWorkerResponses(request)) scope.postMessage(response, transferablesOf(response))
}
