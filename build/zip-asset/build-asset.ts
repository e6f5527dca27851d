// Builds the US ZIP asset (GeoNames ZIPs + build-time time zones), or reads it from a
// content-addressed cache so repeated builds (e.g. the two e2e builds) pay for it once.
// Used by the Vite plugin, `npm run bench`, `npm run size` and the unit tests.

import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync, existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { encodeZipAsset } from './encode.ts'
import { geoNamesUsFile, parseGeoNamesUs } from './geonames-source.ts'
import { withTimeZones } from './time-zones.ts'

export interface UsZipAsset {
  /** The file as shipped (gzip). */
  bytes: Uint8Array
  /** First 10 hex digits of the SHA-256 of `bytes`: part of the file name. */
  contentHash: string
  /** e.g. "assets/us-zips-0123456789.bin" */
  fileName: string
  /** True when the cache answered. */
  fromCache: boolean
}

const here = dirname(fileURLToPath(import.meta.url))
const projectRoot = join(here, '..', '..')
const DEFAULT_CACHE_DIR = join(projectRoot, 'node_modules', '.cache', 'us-zip-asset')

/** Everything the asset depends on: the source data, the time-zone library's version and data, and this code. */
function inputKey(): string {
  const hash = createHash('sha256')
  hash.update(readFileSync(geoNamesUsFile()))
  const requireHere = createRequire(import.meta.url)
  const geoTzEntry = requireHere.resolve('geo-tz/now')
  hash.update(readFileSync(join(dirname(geoTzEntry), '..', 'package.json')))
  for (const file of readdirSync(here)
    .filter((name) => name.endsWith('.ts'))
    .sort()) {
    hash.update(file).update(readFileSync(join(here, file)))
  }
  hash.update(readFileSync(join(projectRoot, 'src', 'geo', 'zip-asset-format.ts')))
  return hash.digest('hex').slice(0, 32)
}

function describe(bytes: Uint8Array, fromCache: boolean): UsZipAsset {
  const contentHash = createHash('sha256').update(bytes).digest('hex').slice(0, 10)
  return { bytes, contentHash, fileName: `assets/us-zips-${contentHash}.bin`, fromCache }
}

/** Compiles the asset from the installed packages (about a second). */
function compileUsZipAsset(): Uint8Array {
  return encodeZipAsset(withTimeZones(parseGeoNamesUs(readFileSync(geoNamesUsFile(), 'utf8'))))
}

export function loadUsZipAsset(cacheDir: string = DEFAULT_CACHE_DIR): UsZipAsset {
  const cached = join(cacheDir, `${inputKey()}.bin`)
  if (existsSync(cached)) return describe(new Uint8Array(readFileSync(cached)), true)
  const bytes = compileUsZipAsset()
  try {
    mkdirSync(cacheDir, { recursive: true })
    // Write then rename, so a build running in parallel never reads half a file.
    const partial = `${cached}.${process.pid}.tmp`
    writeFileSync(partial, bytes)
    renameSync(partial, cached)
  } catch {
    // A read-only node_modules only costs the next build the same second again.
  }
  return describe(bytes, false)
}
