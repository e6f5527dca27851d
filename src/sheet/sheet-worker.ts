// Module Web Worker entry: a thin wrapper around parseSheet (see sheet-worker-protocol.ts).
// Started by load-sheet-off-main-thread.ts with
// new Worker(new URL('./sheet-worker.ts', import.meta.url), { type: 'module' }).

import { sheetWorkerMessages, type SheetWorkerRequest } from './sheet-worker-protocol'

interface WorkerScope {
  onmessage: ((event: MessageEvent<SheetWorkerRequest>) => void) | null
  postMessage(message: unknown): void
}

const scope = self as unknown as WorkerScope
scope.onmessage = (event) => {
  // Parts first, the final message last: the page reads each in its own task.
  for (const message of sheetWorkerMessages(event.data)) scope.postMessage(message)
}
