// Fetches and decodes the bundled US ZIP asset. Works in a worker (fetch and
// DecompressionStream only). The URL comes from `virtual:us-zip-asset` (see zip-asset-url.ts).

import { decodeZipDataset, ZipAssetError, type ZipDataset } from './zip-dataset'

const GZIP_MAGIC_0 = 0x1f
const GZIP_MAGIC_1 = 0x8b

/**
 * The asset is stored gzip-compressed. A host that sent it with `Content-Encoding: gzip`
 * has already had the browser undo that, so only bytes that still start with gzip's magic
 * number are decompressed.
 */
export async function gunzipIfCompressed(bytes: Uint8Array): Promise<Uint8Array> {
  if (bytes.length < 2 || bytes[0] !== GZIP_MAGIC_0 || bytes[1] !== GZIP_MAGIC_1) return bytes
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('gzip'))
  try {
    return new Uint8Array(await new Response(stream).arrayBuffer())
  } catch (error) {
    throw new ZipAssetError(`The ZIP asset could not be decompressed: ${String(error)}`)
  }
}

/** Decodes the asset as fetched (compressed or not). Rejects with ZipAssetError when it is corrupt. */
export async function decodeZipAsset(bytes: Uint8Array): Promise<ZipDataset> {
  return decodeZipDataset(await gunzipIfCompressed(bytes))
}

/** GET the asset's bytes. Rejects on a network failure or a non-200 answer. */
export async function fetchZipAsset(url: string, fetchAsset: typeof fetch = fetch): Promise<Uint8Array> {
  const response = await fetchAsset(url)
  if (!response.ok) throw new ZipAssetError(`The ZIP asset answered HTTP ${response.status}`)
  return new Uint8Array(await response.arrayBuffer())
}
