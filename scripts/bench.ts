// Sheet-core benchmark (npm run bench). Prints JSON; never part of the test suite.
// For each generated sheet, on the same text in the same run:
// - papaparse's bare array parse with the options parseSheet uses (the floor: any
//   loader must at least split the text);
// - papaparse with `header: true` (how a typical implementation reads a sheet: one
//   object per row, keyed by header, and nothing else done yet);
// - the full parseSheet (parse + normalise + ZIP index);
// then the median searchByZip time over 1,000 random ZIPs.

import Papa from 'papaparse'
import type { ZipIndex } from '../src/partners/company'
import { ZIP_CODE_COUNT } from '../src/partners/zip-code'
import { PAPA_OPTIONS, parseSheet } from '../src/partners/parse-sheet'
import { searchByZip } from '../src/partners/zip-search'
import { generateSheetCsv, generateZipPool, seededRandom } from './support/generate-sheet'
import { benchUsZipData } from './support/bench-geo'

const RUNS = 5

const TARGETS = {
  /** Full load faster than papaparse `header: true` alone. */
  loadToHeaderParseRatioMax: 1,
  medianLookupUsMax: 5,
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

function time(run: () => unknown): number {
  const start = process.hrtime.bigint()
  run()
  return Number(process.hrtime.bigint() - start) / 1e6
}

function round(n: number, digits = 2): number {
  const f = 10 ** digits
  return Math.round(n * f) / f
}

function distinctZips(index: ZipIndex): number {
  let count = 0
  for (let code = 0; code < ZIP_CODE_COUNT; code++) if (index.offsets[code + 1]! > index.offsets[code]!) count++
  return count
}

const parseArrays = (text: string) => Papa.parse<string[]>(text, PAPA_OPTIONS)
const parseWithHeader = (text: string) => Papa.parse<Record<string, string>>(text, { ...PAPA_OPTIONS, header: true })

function bench(companies: number, zipsPerCompany: number, seed: number) {
  const text = generateSheetCsv({ companies, zipsPerCompany, seed })
  const bytes = Buffer.byteLength(text, 'utf8')

  // Warm up once each.
  parseArrays(text)
  parseWithHeader(text)
  let sheet = parseSheet(text)

  const bare: number[] = []
  const header: number[] = []
  const full: number[] = []
  for (let i = 0; i < RUNS; i++) {
    // Interleaved so all three see similar GC / thermal conditions.
    bare.push(time(() => parseArrays(text)))
    header.push(time(() => parseWithHeader(text)))
    full.push(time(() => (sheet = parseSheet(text))))
  }

  const pool = generateZipPool(40000, seed)
  const rnd = seededRandom(seed + 1)
  const lookups: number[] = []
  let matched = 0
  // Warm up the lookup path (JIT) with a different set of ZIPs.
  const warm = seededRandom(seed + 2)
  for (let i = 0; i < 5000; i++) searchByZip(sheet, pool[Math.floor(warm() * pool.length)]!)
  for (let i = 0; i < 1000; i++) {
    const zip = pool[Math.floor(rnd() * pool.length)]!
    const t = process.hrtime.bigint()
    const result = searchByZip(sheet, zip)
    lookups.push(Number(process.hrtime.bigint() - t) / 1e3)
    matched += result.companies.length
  }

  const bareMs = median(bare)
  const headerMs = median(header)
  const fullMs = median(full)
  return {
    companies,
    zipsPerCompany,
    bytes,
    megabytes: round(bytes / 1e6),
    companiesLoaded: sheet.companies.length,
    distinctZips: distinctZips(sheet.zipIndex),
    bareParseMs: round(bareMs),
    headerParseMs: round(headerMs),
    fullLoadMs: round(fullMs),
    loadToHeaderParseRatio: round(fullMs / headerMs),
    medianLookupUs: round(median(lookups), 3),
    meanMatchesPerLookup: round(matched / 1000, 1),
    runs: RUNS,
  }
}

// The realistic sheet first, so the large sheet's garbage is not collected during its runs.
const small = bench(500, 50, 7)
const big = bench(10000, 200, 20240601)
// US ZIP asset, decode and lead lookup with nearby partners: scripts/support/bench-geo.ts.
const geo = await benchUsZipData()
console.log(
  JSON.stringify(
    {
      node: process.version,
      results: [big, small],
      usZipData: geo,
      targets: {
        ...TARGETS,
        met:
          big.loadToHeaderParseRatio < TARGETS.loadToHeaderParseRatioMax &&
          big.medianLookupUs <= TARGETS.medianLookupUsMax,
      },
    },
    null,
    2,
  ),
)
