// Compiles ZIP records into the binary asset described in src/geo/zip-asset-format.ts.

import { gzipSync } from 'node:zlib'
import { COORDINATE_SCALE, FORMAT_VERSION, MAGIC } from '../../src/geo/zip-asset-format.ts'
import type { ZipSourceRecord } from './geonames-source.ts'

export interface ZipAssetRecord extends ZipSourceRecord {
  /** IANA time zone, computed at build time from the coordinates. */
  timeZone: string
}

class ByteWriter {
  private bytes = new Uint8Array(1 << 20)
  length = 0

  private ensure(extra: number) {
    if (this.length + extra <= this.bytes.length) return
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + extra))
    grown.set(this.bytes.subarray(0, this.length))
    this.bytes = grown
  }

  u8(value: number) {
    if (!Number.isInteger(value) || value < 0 || value > 0xff) throw new RangeError(`Not a byte: ${value}`)
    this.ensure(1)
    this.bytes[this.length++] = value
  }

  u32(value: number) {
    this.ensure(4)
    new DataView(this.bytes.buffer).setUint32(this.length, value, true)
    this.length += 4
  }

  raw(data: Uint8Array) {
    this.ensure(data.length)
    this.bytes.set(data, this.length)
    this.length += data.length
  }

  varint(value: number) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not an unsigned integer: ${value}`)
    while (value >= 0x80) {
      this.u8((value % 0x80) | 0x80)
      value = Math.floor(value / 0x80)
    }
    this.u8(value)
  }

  signedVarint(value: number) {
    this.varint(value >= 0 ? value * 2 : -value * 2 - 1)
  }

  result(): Uint8Array {
    return this.bytes.slice(0, this.length)
  }
}

function indexOf<T>(list: T[], lookup: Map<T, number>, value: T): number {
  let index = lookup.get(value)
  if (index === undefined) {
    index = list.length
    list.push(value)
    lookup.set(value, index)
  }
  return index
}

function scaled(degrees: number): number {
  return Math.round(degrees * COORDINATE_SCALE)
}

/** The uncompressed asset. Records must be sorted by ZIP with no duplicates. */
export function encodeZipAssetRaw(records: readonly ZipAssetRecord[]): Uint8Array {
  const states: string[] = []
  const stateIndex = new Map<string, number>()
  const zones: string[] = []
  const zoneIndex = new Map<string, number>()
  const places: string[] = []
  const placeIndex = new Map<string, number>()
  const rows = records.map((record) => ({
    zip: Number(record.zip),
    state: indexOf(states, stateIndex, record.state),
    zone: indexOf(zones, zoneIndex, record.timeZone),
    place: indexOf(places, placeIndex, record.place),
    lat: scaled(record.lat),
    lon: scaled(record.lon),
  }))
  for (let i = 1; i < rows.length; i++) {
    if (rows[i]!.zip <= rows[i - 1]!.zip) throw new RangeError('ZIP records must be sorted and distinct')
  }
  if (places.some((place) => place.includes('\n'))) throw new RangeError('A place name contains a line break')

  const out = new ByteWriter()
  out.raw(new TextEncoder().encode(MAGIC))
  out.u8(FORMAT_VERSION)
  out.u32(rows.length)
  out.u8(states.length)
  for (const state of states) out.raw(new TextEncoder().encode(state))
  out.u8(zones.length)
  for (const zone of zones) {
    const bytes = new TextEncoder().encode(zone)
    out.u8(bytes.length)
    out.raw(bytes)
  }
  const placeBytes = new TextEncoder().encode(places.join('\n'))
  out.u32(placeBytes.length)
  out.raw(placeBytes)
  let previousZip = 0
  for (const row of rows) {
    out.varint(row.zip - previousZip)
    previousZip = row.zip
  }
  for (const row of rows) out.u8(row.state)
  for (const row of rows) out.u8(row.zone)
  let newestPlace = -1
  for (const row of rows) {
    if (row.place > newestPlace) {
      newestPlace = row.place
      out.varint(0)
    } else out.varint(newestPlace - row.place + 1)
  }
  let previousLat = 0
  let previousLon = 0
  for (const row of rows) {
    out.signedVarint(row.lat - previousLat)
    out.signedVarint(row.lon - previousLon)
    previousLat = row.lat
    previousLon = row.lon
  }
  return out.result()
}

/** The asset as shipped: gzip at the highest level (the build caches it, so the time is paid once). */
export function encodeZipAsset(records: readonly ZipAssetRecord[]): Uint8Array {
  return new Uint8Array(gzipSync(encodeZipAssetRaw(records), { level: 9 }))
}
