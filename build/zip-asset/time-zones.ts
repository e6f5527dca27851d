// IANA time zone for each ZIP, from its coordinates, at build time only.
//
// geo-tz does an exact point-in-polygon lookup in timezone-boundary-builder's boundaries
// (OpenStreetMap data, ODbL). Its "now" data set merges zones that keep time the same way
// from now on (e.g. America/Indiana/Indianapolis -> America/New_York), so the asset carries
// only a handful of names. @photostructure/tz-lookup was measured too and rejected: it is
// approximate, and put 195 of these ZIPs on the wrong clock, e.g. the Florida panhandle's
// Blountstown and Wewahitchka on Eastern time and the Hopi towns of Arizona on Mountain DST.

import { find } from 'geo-tz/now'
import type { ZipSourceRecord } from './geonames-source.ts'
import type { ZipAssetRecord } from './encode.ts'

export function withTimeZones(records: readonly ZipSourceRecord[]): ZipAssetRecord[] {
  return records.map((record) => {
    const zones = find(record.lat, record.lon)
    const timeZone = zones[0]
    if (!timeZone) throw new Error(`No time zone found for ZIP ${record.zip} (${record.lat}, ${record.lon})`)
    return { ...record, timeZone }
  })
}
