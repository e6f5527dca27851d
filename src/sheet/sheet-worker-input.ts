// How a sheet's body reaches the parsing worker: chunk by chunk as it downloads (each
// chunk's buffer transferred, never copied on the page), then `end`. The worker is
// started when the answer starts, so its startup overlaps the download, and the page
// never holds the whole body.

import type { SheetWorkerRequest } from './sheet-worker-protocol'

export type SheetWorkerInput =
  | { kind: 'chunk'; bytes: ArrayBuffer }
  /** The body is complete: parse it. */
  | { kind: 'end'; contentType: string | null }

/** Joins the chunks in the worker; `accept` returns the request to parse once the body is complete. */
export class SheetBodyCollector {
  private chunks: Uint8Array[] = []
  private size = 0

  accept(input: SheetWorkerInput): SheetWorkerRequest | null {
    if (input?.kind === 'chunk') {
      const chunk = new Uint8Array(input.bytes)
      this.chunks.push(chunk)
      this.size += chunk.length
      return null
    }
    const bytes = this.chunks.length === 1 ? this.chunks[0]! : new Uint8Array(this.size)
    if (this.chunks.length !== 1) {
      let offset = 0
      for (const chunk of this.chunks) {
        bytes.set(chunk, offset)
        offset += chunk.length
      }
    }
    this.chunks = []
    this.size = 0
    return { bytes: bytes.buffer as ArrayBuffer, contentType: input?.contentType ?? null }
  }
}

/** The chunk's own buffer when it spans all of it (transferable as is), else a copy of just its bytes. */
export function bufferOf(chunk: Uint8Array): ArrayBuffer {
  const { buffer } = chunk
  if (buffer instanceof ArrayBuffer && chunk.byteOffset === 0 && chunk.byteLength === buffer.byteLength) return buffer
  return chunk.slice().buffer
}
