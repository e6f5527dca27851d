// `npm run bench`, US ZIP data section: the asset's size, its decode time, and one
// lead lookup (place, lead line, calling status, exact matches, nearby partners) at
// 10,000 partners × 200 ZIPs. Prints nothing itself; scripts/bench.ts adds the result to its JSON.

import { gunzipSync } from 'node:zlib'
import { loadUsZipAsset } from '../../build/zip-asset/build-asset'
import { callingStatus } from '../../src/geo/calling-hours'
import { leadLine } from '../../src/geo/lead-details'
import { findNearbyPartners, prepareNearbyPartners, type NearbyCompany } from '../../src/geo/nearby-partners'
import { decodeZipDataset, lookupZip, zipGrid, zipOfRow, type ZipDataset } from '../../src/geo/zip-dataset'
import type { ZipIndex } from '../../src/partners/company'
import { searchByZip } from '../../src/partners/zip-search'
import { seededRandom } from './generate-sheet'

const NEARBY_MILES = 25

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits

/** CPU milliseconds this process spent (user + system): unlike wall time, not inflated by other processes on a busy machine. */
function cpuMs(since?: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since)
  return (used.user + used.system) / 1000
}

/**
 * A sheet as dense as the target allows: every listed ZIP is a real one (so every ZIP in range of a
 * lead brings ~50 partners to check) and half the partners have a real Target Area and a radius.
 */
function realisticSheet(dataset: ZipDataset, companies: number, zipsPerCompany: number, seed: number) {
  const rnd = seededRandom(seed)
  const rows: NearbyCompany[] = []
  const listed = new Int32Array(companies * zipsPerCompany)
  for (let i = 0; i < companies; i++) {
    const home = Math.floor(rnd() * dataset.count)
    const place = dataset.placeNames[dataset.placeOf[home]!]!
    const state = dataset.states[dataset.stateOf[home]!]!
    rows.push({
      company_name: `Partner ${i + 1}`,
      display_name: `Partner ${i + 1}`,
      sheet_row: i + 2,
      status_badge: rnd() < 0.7 ? 'ACTIVE' : 'PAUSED',
      target_area: rnd() < 0.5 ? `${place}, ${state} (within 30 miles)` : '',
      target_radius_miles: 5 + Math.floor(rnd() * 60),
      state,
    })
    for (let z = 0; z < zipsPerCompany; z++)
      listed[i * zipsPerCompany + z] = dataset.zipCodes[Math.floor(rnd() * dataset.count)]!
  }
  // The same counting-sort index the sheet loader builds (src/partners/company.ts ZipIndex).
  const offsets = new Int32Array(100_001)
  for (const code of listed) offsets[code + 1]!++
  for (let code = 0; code < 100_000; code++) offsets[code + 1]! += offsets[code]!
  const fill = offsets.slice(0, -1)
  const positions = new Int32Array(listed.length)
  listed.forEach((code, k) => {
    positions[fill[code]!++] = Math.floor(k / zipsPerCompany)
  })
  const zipIndex: ZipIndex = { offsets, positions }
  return { companies: rows, zipIndex }
}

export async function benchUsZipData() {
  const asset = loadUsZipAsset()
  const raw = new Uint8Array(gunzipSync(asset.bytes))

  // Decode = gunzip + decodeZipDataset (the browser's DecompressionStream does the gunzip there).
  const decodeRuns: number[] = []
  const decodeCpu: number[] = []
  let dataset: ZipDataset | undefined
  for (let i = 0; i < 11; i++) {
    const started = performance.now()
    const cpu = process.cpuUsage()
    dataset = decodeZipDataset(new Uint8Array(gunzipSync(asset.bytes)))
    decodeCpu.push(cpuMs(cpu))
    decodeRuns.push(performance.now() - started)
  }
  const firstDecodeMs = decodeRuns[0]!

  // The spatial grid is built on the first nearby search, not while decoding.
  const gridStarted = performance.now()
  zipGrid(dataset!)
  const gridBuildMs = performance.now() - gridStarted

  const sheet = realisticSheet(dataset!, 10_000, 200, 20261123)
  let started = performance.now()
  const search = prepareNearbyPartners(dataset!, sheet)
  const prepareMs = performance.now() - started
  const sheetForExact = { companies: sheet.companies as never[], zipIndex: sheet.zipIndex }

  const rnd = seededRandom(7)
  const leads = Array.from({ length: 1000 }, () => zipOfRow(dataset!, Math.floor(rnd() * dataset!.count)))
  const now = new Date('2026-01-12T20:05:00Z')
  const lookup = (zip: string) => {
    const place = lookupZip(dataset!, zip)!
    const line = leadLine(place, now)
    const status = callingStatus(place.state, place.timeZone, now)
    const exact = searchByZip(sheetForExact, zip)
    const nearby = findNearbyPartners(search, zip, NEARBY_MILES)
    return line.length + status.text.length + exact.companies.length + nearby.length
  }
  for (const zip of leads.slice(0, 200)) lookup(zip) // warm up
  const times: number[] = []
  const cpuTimes: number[] = []
  let nearbyTotal = 0
  for (const zip of leads) {
    started = performance.now()
    const cpu = process.cpuUsage()
    lookup(zip)
    cpuTimes.push(cpuMs(cpu))
    times.push(performance.now() - started)
    nearbyTotal += findNearbyPartners(search, zip, NEARBY_MILES).length
  }

  const leadLookupMedianMs = median(times)
  const medianDecodeMs = median(decodeRuns.slice(1))
  return {
    asset: asset.fileName,
    zips: dataset!.count,
    rawBytes: raw.length,
    gzipBytes: asset.bytes.length,
    gzipKB: round(asset.bytes.length / 1024, 1),
    firstDecodeMs: round(firstDecodeMs),
    firstDecodeCpuMs: round(decodeCpu[0]!),
    medianDecodeMs: round(medianDecodeMs),
    medianDecodeCpuMs: round(median(decodeCpu.slice(1))),
    gridBuildMs: round(gridBuildMs),
    sheet: '10,000 partners × 200 real ZIPs, half with a resolvable Target Area',
    prepareNearbyMs: round(prepareMs),
    leadLookupMedianMs: round(leadLookupMedianMs, 3),
    leadLookupMedianCpuMs: round(median(cpuTimes), 3),
    leadLookupP95Ms: round([...times].sort((a, b) => a - b)[Math.floor(times.length * 0.95)]!, 3),
    meanNearbyPartners: round(nearbyTotal / leads.length, 1),
    targets: {
      gzipKBMax: 300,
      decodeMsMax: 50,
      leadLookupMedianMsMax: 5,
      met: asset.bytes.length <= 300 * 1024 && firstDecodeMs <= 50 && leadLookupMedianMs <= 5,
    },
  }
}
