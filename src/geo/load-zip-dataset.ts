// Runs in a worker too: fetch and DecompressionStream only.

import { decodeZipDataset, ZipAssetError, type ZipDataset } from './zip-dataset'

const GZIP_MAGIC_0 = 0x1f
const GZIP_MAGIC_1 = 0x8b

/** A host that served it with `Content-Encoding: gzip` has already had the browser gunzip it. */
async function gunzipIfCompressed(bytes: Uint8Array): Promise<Uint8Array> {
  if (bytes.length < 2 || bytes[0] !== GZIP_MAGIC_0 || bytes[1] !== GZIP_MAGIC_1) return bytes
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('gzip'))
  try {
    return new Uint8Array(await new Response(stream).arrayBuffer())
  } catch (error) {
    throw new ZipAssetError(`The ZIP asset could not be decompressed: ${String(error)}`)
  }
}

export async function decodeZipAsset(bytes: Uint8Array): Promise<ZipDataset> {
  return decodeZipDataset(await gunzipIfCompressed(bytes))
}

export async function fetchZipAsset(url: string, fetchAsset: typeof fetch = fetch): Promise<Uint8Array> {
  const response = await fetchAsset(url)
  if (!response.ok) throw new ZipAssetError(`The ZIP asset answered HTTP ${response.status}`)
  return new Uint8Array(await response.arrayBuffer())
}
