// The real US ZIP asset, built (or read from the build cache) and decoded once per test file.
import { gunzipSync } from 'node:zlib'
import { loadUsZipAsset } from '../../../build/zip-asset/build-asset'
import { decodeZipDataset, type ZipDataset } from '../../../src/geo/zip-dataset'

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
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  })
  let instant = wanted
  for (let i = 0; i < 3; i++) {
    const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((p) => [p.type, p.value]))
    const shown = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour! % 24, +parts.minute!)
    instant += wanted - shown
  }
  return new Date(instant)
}
