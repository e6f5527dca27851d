// The real US ZIP asset, built (or read from the build cache) and decoded once per test file.
import { gunzipSync } from 'node:zlib'
import { loadUsZipAsset } from '../../../build/zip-asset/build-asset'
import { decodeZipDataset, type ZipDataset } from '../../../src/geo/zip-dataset'
import { wallClockAsUtc } from '../../../src/partner-time/wall-clock'

let dataset: ZipDataset | undefined

export function usZipDataset(): ZipDataset {
  dataset ??= decodeZipDataset(new Uint8Array(gunzipSync(loadUsZipAsset().bytes)))
  return dataset
}

/** The UTC instant at which the wall clock in `timeZone` reads `local` ("2026-03-08T01:59"). */
export function zonedInstant(timeZone: string, local: string): Date {
  const [date, time] = local.split('T') as [string, string]
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number]
  const [h, mi] = time.split(':').map(Number) as [number, number]
  const wanted = Date.UTC(y, mo - 1, d, h, mi)
  let instant = wanted
  // Converges in two steps; the third settles a wall time the clocks skip on the later side.
  for (let i = 0; i < 3; i++) instant += wanted - Math.floor(wallClockAsUtc(instant, timeZone) / 60_000) * 60_000
  return new Date(instant)
}
