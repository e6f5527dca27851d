import type { TargetAreaResolution } from './target-area'
import type { ZipDataset, ZipGrid } from './zip-dataset'

export type GeoRequest =
  /** The asset's bytes (handed over): the worker keeps the dataset and sends a copy back with its grid. */
  | { kind: 'decode'; bytes: ArrayBuffer }
  /** (Target Area, State) pairs, resolved against the dataset the worker decoded. */
  | { kind: 'resolve'; areas: [string, string][] }

export type GeoResponse =
  { kind: 'decoded'; dataset: ZipDataset; grid: ZipGrid } | { kind: 'resolved'; resolutions: TargetAreaResolution[] }
