// How a sheet's body reaches the parsing worker: `start` with its content type, then
// chunk by chunk as it downloads (each chunk's buffer transferred, never copied on
// the page), then `end`. The worker is started when the answer starts, so its startup
// overlaps the download, the page never holds the whole body, and the worker parses
// the records as they arrive (sheet-stream.ts).

export type SheetWorkerInput =
  | { kind: 'start'; contentType: string | null }
  | { kind: 'chunk'; bytes: ArrayBuffer }
  /** The body is complete: answer. */
  | { kind: 'end' }

/** The chunk's own buffer when it spans all of it (transferable as is), else a copy of just its bytes. */
export function bufferOf(chunk: Uint8Array): ArrayBuffer {
  const { buffer } = chunk
  if (buffer instanceof ArrayBuffer && chunk.byteOffset === 0 && chunk.byteLength === buffer.byteLength) return buffer
  return chunk.slice().buffer
}
