// A downloaded sheet body -> the sheet: decoded, parsed once, and kept as the last good copy if it parsed.
// Runs in the sheet worker (sheet-worker.ts), or on the page where there are no workers.
import type { LoadedSheet } from './company'
import { parseSheet } from './parse-sheet'
import { saveSnapshot } from './sheet-snapshot'

export interface SheetBody {
  chunks: Uint8Array[]
  contentType: string | null
  /** Where to keep the body if it parses; null when it is a saved copy itself. */
  snapshotKey: string | null
}

function concatBytes(chunks: readonly Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!
  const all = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0))
  let offset = 0
  for (const chunk of chunks) {
    all.set(chunk, offset)
    offset += chunk.length
  }
  return all
}

/** A declared charset is honoured; otherwise UTF-8, and bytes that are not UTF-8 read as Windows-1252 (a desktop export). */
export function decodeSheetBytes(bytes: Uint8Array, contentType: string | null): string {
  const declared = /charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType ?? '')?.[1]?.toLowerCase()
  try {
    if (declared && declared !== 'utf-8' && declared !== 'utf8') return new TextDecoder(declared).decode(bytes)
  } catch {
    // An unknown label: read as if none were declared.
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

/** Throws SheetLoadError for a body that is not a sheet; it never becomes the snapshot. */
export async function parseSheetBody({ chunks, contentType, snapshotKey }: SheetBody): Promise<LoadedSheet> {
  const bytes = concatBytes(chunks)
  const sheet = parseSheet(decodeSheetBytes(bytes, contentType))
  if (snapshotKey) await saveSnapshot(snapshotKey, bytes, contentType)
  return sheet
}
