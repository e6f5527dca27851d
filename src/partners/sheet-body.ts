// A downloaded body -> the sheet, parsed once, and kept as the last good copy if it parsed (in the sheet worker).
import type { LoadedSheet } from './company'
import { parseSheet } from './parse-sheet'
import { saveSnapshot } from './sheet-snapshot'

export interface SheetBody {
  chunks: Uint8Array[]
  contentType: string | null
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

function knownEncoding(label: string): string | null {
  try {
    return new TextDecoder(label).encoding
  } catch {
    return null
  }
}

/** @internal Tests decode bytes alone. Not UTF-8 and no charset declared: a desktop export in Windows-1252. */
export function decodeSheetBytes(bytes: Uint8Array, contentType: string | null): string {
  const declared = /charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType ?? '')?.[1]?.toLowerCase()
  const known = declared && declared !== 'utf-8' && declared !== 'utf8' && knownEncoding(declared)
  if (known) return new TextDecoder(known).decode(bytes)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

export async function parseSheetBody({ chunks, contentType, snapshotKey }: SheetBody): Promise<LoadedSheet> {
  const bytes = concatBytes(chunks)
  const sheet = parseSheet(decodeSheetBytes(bytes, contentType))
  // Written after the answer: the setter need not wait for Cache Storage, and a failed write keeps the old copy.
  if (snapshotKey) void saveSnapshot(snapshotKey, bytes, contentType)
  return sheet
}
