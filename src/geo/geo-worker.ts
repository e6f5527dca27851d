// Module Web Worker entry for the US ZIP data (issue 13): decoding the asset, building its
// spatial grid, and resolving a sheet's Target Areas (the place index over 41,000 ZIPs and
// thousands of lookups) all run here, so the page never has a long task for them. The worker
// keeps the dataset it decoded; the page gets a copy. Protocol: geo-worker-protocol.ts.

import type { GeoWorkerRequest, GeoWorkerResponse } from './geo-worker-protocol'
import { decodeZipAsset } from './load-zip-dataset'
import { resolveTargetAreas } from './nearby-partners'
import { ZipAssetError, zipGrid, type ZipDataset } from './zip-dataset'

interface WorkerScope {
  onmessage: ((event: MessageEvent<GeoWorkerRequest>) => void) | null
  postMessage(message: GeoWorkerResponse): void
}

const scope = self as unknown as WorkerScope
let dataset: ZipDataset | null = null

async function answer(request: GeoWorkerRequest): Promise<GeoWorkerResponse> {
  if (request.kind === 'decode') {
    dataset = await decodeZipAsset(new Uint8Array(request.bytes))
    return { id: request.id, kind: 'decoded', dataset, grid: zipGrid(dataset) }
  }
  if (!dataset) throw new Error('The geo worker has no ZIP dataset yet')
  return { id: request.id, kind: 'resolved', resolutions: resolveTargetAreas(dataset, request.areas) }
}

scope.onmessage = (event) => {
  const request = event.data
  answer(request).then(
    (response) => scope.postMessage(response),
    (error: unknown) =>
      scope.postMessage({
        id: request.id,
        kind: 'failed',
        message: String(error),
        corrupt: error instanceof ZipAssetError,
      }),
  )
}
