// Module Web Worker entry: a thin wrapper around the protocol in sheet-worker-protocol.ts.
// Started by load-sheet-off-main-thread.ts with
// new Worker(new URL('./sheet-worker.ts', import.meta.url), { type: 'module' }).

import { sheetWorkerResponses, transferablesOf, type SheetWorkerRequest } from './sheet-worker-protocol'

interface WorkerScope {
  onmessage: ((event: MessageEvent<SheetWorkerRequest>) => void) | null
  postMessage(message: unknown, transfer: Transferable[]): void
}

const scope = self as unknown as WorkerScope
scope.onmessage = (event) => {
  for (const response of sheetWorkerResponses(event.data)) scope.postMessage(response, transferablesOf(response))
}
