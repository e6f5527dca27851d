// No DOM and no object per ZIP: runs in a worker, in Node and on the main thread.

import { COORDINATE_SCALE, FORMAT_VERSION, MAGIC } from './zip-asset-format'
import { isZip, ZIP_CODE_COUNT, zipText } from '../partners/zip-code'

export interface ZipPlace {
  zip: string
  place: string
  state: string
  lat: number
  lon: number
  timeZone: string
}

export interface ZipDataset {
  count: number
  zipCodes: Int32Array
  lat: Float64Array
  lon: Float64Array
  stateOf: Uint8Array
  timeZoneOf: Uint8Array
  placeOf: Int32Array
  states: string[]
  timeZones: string[]
  placeNames: string[]
  /** Indexed by the ZIP as a number; -1 when absent. */
  rowByZip: Int32Array
}

/** The rows of cell c are rows[cellStart[c] .. cellStart[c + 1]). */
export interface ZipGrid {
  minLat: number
  minLon: number
  latCells: number
  lonCells: number
  cellStart: Int32Array
  rows: Int32Array
}

export const GRID_DEGREES = 0.5

export class ZipAssetError extends Error {
  override name = 'ZipAssetError'
}

class ByteReader {
  offset = 0
  private readonly view: DataView
  constructor(private readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  }
  private need(n: number) {
    if (this.offset + n > this.bytes.length) throw new ZipAssetError('The ZIP asset is truncated')
  }
  u8(): number {
    this.need(1)
    return this.bytes[this.offset++]!
  }
  u32(): number {
    this.need(4)
    const value = this.view.getUint32(this.offset, true)
    this.offset += 4
    return value
  }
  ascii(length: number): string {
    this.need(length)
    let out = ''
    for (let i = 0; i < length; i++) out += String.fromCharCode(this.bytes[this.offset++]!)
    return out
  }
  slice(length: number): Uint8Array {
    this.need(length)
    const out = this.bytes.subarray(this.offset, this.offset + length)
    this.offset += length
    return out
  }
}

export function decodeZipDataset(raw: Uint8Array): ZipDataset {
  const input = new ByteReader(raw)
  if (input.ascii(4) !== MAGIC) throw new ZipAssetError('Not a US ZIP asset')
  const version = input.u8()
  if (version !== FORMAT_VERSION) throw new ZipAssetError(`Unsupported US ZIP asset version ${version}`)
  const count = input.u32()
  if (count > ZIP_CODE_COUNT) throw new ZipAssetError('The ZIP asset claims too many ZIPs')
  const states: string[] = []
  for (let i = input.u8(); i > 0; i--) states.push(input.ascii(2))
  const timeZones: string[] = []
  for (let i = input.u8(); i > 0; i--) timeZones.push(input.ascii(input.u8()))
  const placeNames = new TextDecoder().decode(input.slice(input.u32())).split('\n')

  // Plain local loops, no method call per byte: this runs once, before the JIT has warmed up.
  const zipSteps = new Int32Array(count)
  let offset = readVarints(raw, input.offset, zipSteps)
  const zipCodes = new Int32Array(count)
  const rowByZip = new Int32Array(ZIP_CODE_COUNT).fill(-1)
  let zip = 0
  for (let row = 0; row < count; row++) {
    const step = zipSteps[row]!
    zip += step
    if ((step === 0 && row > 0) || zip >= ZIP_CODE_COUNT) throw new ZipAssetError('The ZIP asset has ZIPs out of order')
    zipCodes[row] = zip
    rowByZip[zip] = row
  }
  if (offset + 2 * count > raw.length) throw new ZipAssetError('The ZIP asset is truncated')
  const stateOf = raw.slice(offset, offset + count)
  const timeZoneOf = raw.slice(offset + count, offset + 2 * count)
  offset += 2 * count
  for (let row = 0; row < count; row++) {
    if (stateOf[row]! >= states.length || timeZoneOf[row]! >= timeZones.length) {
      throw new ZipAssetError('The ZIP asset refers to a missing state or time zone')
    }
  }
  const placeOf = new Int32Array(count)
  offset = readVarints(raw, offset, placeOf)
  let newestPlace = -1
  for (let row = 0; row < count; row++) {
    const back = placeOf[row]!
    const place = back === 0 ? ++newestPlace : newestPlace - back + 1
    if (place < 0 || place >= placeNames.length) throw new ZipAssetError('The ZIP asset refers to a missing place name')
    placeOf[row] = place
  }
  const coordinates = new Int32Array(2 * count)
  offset = readVarints(raw, offset, coordinates)
  const lat = new Float64Array(count)
  const lon = new Float64Array(count)
  let latUnits = 0
  let lonUnits = 0
  for (let row = 0; row < count; row++) {
    const latZigzag = coordinates[2 * row]!
    const lonZigzag = coordinates[2 * row + 1]!
    latUnits += latZigzag & 1 ? -(latZigzag + 1) / 2 : latZigzag / 2
    lonUnits += lonZigzag & 1 ? -(lonZigzag + 1) / 2 : lonZigzag / 2
    lat[row] = latUnits / COORDINATE_SCALE
    lon[row] = lonUnits / COORDINATE_SCALE
    if (Math.abs(lat[row]!) > 90 || Math.abs(lon[row]!) > 180)
      throw new ZipAssetError('The ZIP asset has a coordinate out of range')
  }
  input.offset = offset
  if (input.offset !== raw.length) throw new ZipAssetError('The ZIP asset has trailing bytes')
  return {
    count,
    zipCodes,
    lat,
    lon,
    stateOf,
    timeZoneOf,
    placeOf,
    states,
    timeZones,
    placeNames,
    rowByZip,
  }
}

/** Returns the offset after the varints. */
function readVarints(bytes: Uint8Array, offset: number, out: Int32Array): number {
  const end = bytes.length
  for (let i = 0; i < out.length; i++) {
    let value = 0
    let shift = 0
    let byte: number
    do {
      if (offset >= end) throw new ZipAssetError('The ZIP asset is truncated')
      if (shift > 28) throw new ZipAssetError('The ZIP asset has a malformed number')
      byte = bytes[offset++]!
      value |= (byte & 0x7f) << shift
      shift += 7
    } while (byte >= 0x80)
    if (value < 0) throw new ZipAssetError('The ZIP asset has a malformed number')
    out[i] = value
  }
  return offset
}

const grids = new WeakMap<ZipDataset, ZipGrid>()

/** Built on first use so decoding stays short. */
export function zipGrid(dataset: ZipDataset): ZipGrid {
  let grid = grids.get(dataset)
  if (!grid) {
    grid = buildGrid(dataset.lat, dataset.lon)
    grids.set(dataset, grid)
  }
  return grid
}

/** The geo worker sends the grid it built along with the dataset. */
export function adoptZipGrid(dataset: ZipDataset, grid: ZipGrid): void {
  grids.set(dataset, grid)
}

function buildGrid(lat: Float64Array, lon: Float64Array): ZipGrid {
  let minLat = 90
  let maxLat = -90
  let minLon = 180
  let maxLon = -180
  for (let row = 0; row < lat.length; row++) {
    minLat = Math.min(minLat, lat[row]!)
    maxLat = Math.max(maxLat, lat[row]!)
    minLon = Math.min(minLon, lon[row]!)
    maxLon = Math.max(maxLon, lon[row]!)
  }
  if (lat.length === 0) minLat = maxLat = minLon = maxLon = 0
  minLat = Math.floor(minLat / GRID_DEGREES) * GRID_DEGREES
  minLon = Math.floor(minLon / GRID_DEGREES) * GRID_DEGREES
  const latCells = Math.floor((maxLat - minLat) / GRID_DEGREES) + 1
  const lonCells = Math.floor((maxLon - minLon) / GRID_DEGREES) + 1
  const cellOf = new Int32Array(lat.length)
  const cellStart = new Int32Array(latCells * lonCells + 1)
  for (let row = 0; row < lat.length; row++) {
    const cell =
      Math.floor((lat[row]! - minLat) / GRID_DEGREES) * lonCells + Math.floor((lon[row]! - minLon) / GRID_DEGREES)
    cellOf[row] = cell
    cellStart[cell + 1]!++
  }
  for (let cell = 0; cell < latCells * lonCells; cell++) cellStart[cell + 1]! += cellStart[cell]!
  const fill = cellStart.slice(0, -1)
  const rows = new Int32Array(lat.length)
  for (let row = 0; row < lat.length; row++) rows[fill[cellOf[row]!]!++] = row
  return { minLat, minLon, latCells, lonCells, cellStart, rows }
}

export function zipRow(dataset: ZipDataset, zip: string): number {
  if (!isZip(zip)) return -1
  return dataset.rowByZip[Number(zip)]!
}

export function zipOfRow(dataset: ZipDataset, row: number): string {
  return zipText(dataset.zipCodes[row]!)
}

function placeOfRow(dataset: ZipDataset, row: number): ZipPlace {
  return {
    zip: zipOfRow(dataset, row),
    place: dataset.placeNames[dataset.placeOf[row]!]!,
    state: dataset.states[dataset.stateOf[row]!]!,
    lat: dataset.lat[row]!,
    lon: dataset.lon[row]!,
    timeZone: dataset.timeZones[dataset.timeZoneOf[row]!]!,
  }
}

export function lookupZip(dataset: ZipDataset, zip: string): ZipPlace | null {
  const row = zipRow(dataset, zip)
  return row < 0 ? null : placeOfRow(dataset, row)
}
