// Messages between the page and the geo worker (geo-worker.ts, started by geo-off-main-thread.ts).
// Every request carries an id; the worker answers each one exactly once, with the same id.

import type { TargetAreaResolution } from './target-area'
import type { ZipDataset, ZipGrid } from './zip-dataset'

export type GeoWorkerTask =
  /** Decode the asset's bytes (transferred), keep the dataset, and send a copy back with its grid. */
  | { kind: 'decode'; bytes: ArrayBuffer }
  /** Resolve these (Target Area, State) pairs against the dataset the worker decoded. */
  | { kind: 'resolve'; areas: [string, string][] }

export type GeoWorkerRequest = GeoWorkerTask & { id: number }

export type GeoWorkerResponse =
  | { id: number; kind: 'decoded'; dataset: ZipDataset; grid: ZipGrid }
  | { id: number; kind: 'resolved'; resolutions: TargetAreaResolution[] }
  /** `corrupt`: the asset could not be decoded (a ZipAssetError); otherwise the worker failed. */
  | { id: number; kind: 'failed'; message: string; corrupt: boolean }
