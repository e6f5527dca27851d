// The page's side of the geo worker (geo-worker.ts): decoding the US ZIP asset and resolving a
// sheet's Target Areas run there, because on the page they are long tasks (decoding ~20–80 ms,
// resolving 10,000 partners' Target Areas ~100–300 ms on a slow machine).
//
// One worker per page, started on first use and kept: it holds the dataset it decoded, so later
// sheets are resolved without decoding again. Without Worker support (jsdom, Node), or when the
// worker cannot start or fails, the same functions run on the calling thread with the same result.

import type { GeoWorkerRequest, GeoWorkerResponse, GeoWorkerTask } from './geo-worker-protocol'
import { decodeZipAsset } from './load-zip-dataset'
import {
  nearbyPartnerSearch,
  resolveTargetAreas,
  targetAreaRequests,
  type NearbyCompany,
  type NearbyPartnerSearch,
  type SheetForGeo,
} from './nearby-partners'
import type { TargetAreaResolution } from './target-area'
import { adoptZipGrid, ZipAssetError, type ZipDataset } from './zip-dataset'

type Answer = Exclude<GeoWorkerResponse, { kind: 'failed' }>

let worker: Worker | null | undefined
let nextId = 1
const pending = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>()
/** Datasets decoded by the (current) worker: only for these can it resolve Target Areas. */
let decodedByWorker = new WeakSet<ZipDataset>()

function stopWorker(reason: string): void {
  worker?.terminate()
  worker = null
  decodedByWorker = new WeakSet()
  for (const { reject } of pending.values()) reject(new Error(reason))
  pending.clear()
}

function geoWorker(): Worker | null {
  if (worker !== undefined) return worker
  worker = null
  if (typeof Worker === 'undefined') return null
  try {
    const started = new Worker(new URL('./geo-worker.ts', import.meta.url), { type: 'module' })
    started.onmessage = (event: MessageEvent<GeoWorkerResponse>) => {
      const response = event.data
      const waiting = pending.get(response.id)
      if (!waiting) return
      pending.delete(response.id)
      if (response.kind === 'failed')
        waiting.reject(response.corrupt ? new ZipAssetError(response.message) : new Error(response.message))
      else waiting.resolve(response)
    }
    started.onerror = (event) => {
      event.preventDefault()
      stopWorker('The geo worker stopped')
    }
    started.onmessageerror = () => stopWorker('The geo worker sent an unreadable answer')
    worker = started
  } catch {
    worker = null
  }
  return worker
}

function ask(task: GeoWorkerTask, transfer: Transferable[] = []): Promise<Answer> | null {
  const target = geoWorker()
  if (!target) return null
  const id = nextId++
  return new Promise<Answer>((resolve, reject) => {
    pending.set(id, { resolve, reject })
    const request: GeoWorkerRequest = { ...task, id }
    target.postMessage(request, transfer)
  })
}

/** Decodes the asset's bytes (their buffer is handed over: do not use `bytes` afterwards). Rejects with ZipAssetError when corrupt. */
export async function decodeZipAssetOffMainThread(bytes: Uint8Array): Promise<ZipDataset> {
  const buffer =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.slice().buffer
  const answer = ask({ kind: 'decode', bytes: buffer as ArrayBuffer }, [buffer])
  if (!answer) return decodeZipAsset(bytes)
  const decoded = await answer
  if (decoded.kind !== 'decoded') throw new Error('The geo worker answered out of turn')
  adoptZipGrid(decoded.dataset, decoded.grid)
  decodedByWorker.add(decoded.dataset)
  return decoded.dataset
}

async function resolveOffMainThread(dataset: ZipDataset, areas: [string, string][]): Promise<TargetAreaResolution[]> {
  const answer = decodedByWorker.has(dataset) ? ask({ kind: 'resolve', areas }) : null
  if (!answer) return resolveTargetAreas(dataset, areas)
  try {
    const resolved = await answer
    if (resolved.kind !== 'resolved') throw new Error('The geo worker answered out of turn')
    return resolved.resolutions
  } catch {
    // The worker failed: the page does the work itself rather than lose nearby partners.
    return resolveTargetAreas(dataset, areas)
  }
}

/** prepareNearbyPartners, with the Target Areas resolved in the geo worker. */
export async function prepareNearbyPartnersOffMainThread<C extends NearbyCompany>(
  dataset: ZipDataset,
  sheet: SheetForGeo<C>,
): Promise<NearbyPartnerSearch<C>> {
  const requests = targetAreaRequests(sheet.companies)
  const resolutions = await resolveOffMainThread(dataset, requests.areas)
  return nearbyPartnerSearch(dataset, sheet, requests, resolutions)
}
