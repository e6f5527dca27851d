// Sheet-core benchmark (npm run bench). Prints JSON; never part of the test suite.
// For each generated sheet: papaparse's bare parse of the same text with the same
// options parseSheet uses, the full parseSheet (parse + normalise + index), their
// ratio, and the median searchByZip time over 1,000 random ZIPs.

import Papa from 'papaparse'
import { PAPA_OPTIONS, parseSheet } from '../src/sheet/parse-sheet'
import { indexedZipCount, searchByZip } from '../src/sheet/zip-search'
import { generateSheetCsv, generateZipPool, seededRandom } from './support/generate-sheet'
import { benchUsZipData } from './support/bench-geo'

const RUNS = 5

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

function ms(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e6
}

function round(n: number, digits = 2): number {
  const f = 10 ** digits
  return Math.round(n * f) / f
}

function bench(companies: number, zipsPerCompany: number, seed: number) {
  const text = generateSheetCsv({ companies, zipsPerCompany, seed })
  const bytes = Buffer.byteLength(text, 'utf8')

  // Warm up once each.
  Papa.parse<string[]>(text, PAPA_OPTIONS)
  let sheet = parseSheet(text)

  const bare: number[] = []
  const full: number[] = []
  for (let i = 0; i < RUNS; i++) {
    // Alternate so both see similar GC / thermal conditions.
    let t = process.hrtime.bigint()
    Papa.parse<string[]>(text, PAPA_OPTIONS)
    bare.push(ms(t))
    t = process.hrtime.bigint()
    sheet = parseSheet(text)
    full.push(ms(t))
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
  const fullMs = median(full)
  return {
    companies,
    zipsPerCompany,
    bytes,
    megabytes: round(bytes / 1e6),
    companiesLoaded: sheet.companies.length,
    distinctZips: indexedZipCount(sheet.zipIndex),
    bareParseMs: round(bareMs),
    fullLoadMs: round(fullMs),
    loadToParseRatio: round(fullMs / bareMs),
    medianLookupUs: round(median(lookups), 3),
    meanMatchesPerLookup: round(matched / 1000, 1),
    runs: RUNS,
  }
}

// The small sheet first, so the large sheet's garbage is not collected during its runs.
const small = bench(300, 40, 7)
const big = bench(10000, 200, 20240601)
const results = [big, small]
// US ZIP asset, decode and lead lookup with nearby partners (issue 13): scripts/support/bench-geo.ts.
const geo = await benchUsZipData()
console.log(
  JSON.stringify(
    {
      node: process.version,
      results,
      usZipData: geo,
      targets: {
        loadToParseRatioMax: 2.0,
        medianLookupUsMax: 5,
        met: big.loadToParseRatio <= 2.0 && big.medianLookupUs <= 5,
      },
    },
    null,
    2,
  ),
)
