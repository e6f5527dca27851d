import { SheetBodyParser, type SheetWorkerResponse } from '../../src/sheet/sheet-worker-protocol'

/** Everything the parsing worker sends for a body that arrives in these chunks, in order. */
export function sheetWorkerAnswer(
  chunks: readonly Uint8Array[],
  { contentType = null as string | null, batchSize = undefined as number | undefined } = {},
): SheetWorkerResponse[] {
  const body = new SheetBodyParser(batchSize)
  const responses = body.accept({ kind: 'start', contentType })
  for (const chunk of chunks) responses.push(...body.accept({ kind: 'chunk', bytes: chunk.slice().buffer }))
  responses.push(...body.accept({ kind: 'end' }))
  return responses
}
