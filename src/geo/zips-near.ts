import { distanceMiles } from './distance'
import { GRID_DEGREES, zipGrid, type ZipDataset } from './zip-dataset'

/** A little under the true figure, so the scanned box is never too small. */
const MILES_PER_DEGREE_LAT = 68.7

/** In no particular order; ZIPs across the ±180° meridian (far Aleutians) are not searched from the other side. */
export function forEachZipWithin(
  dataset: ZipDataset,
  lat: number,
  lon: number,
  maxMiles: number,
  visit: (row: number, miles: number) => void,
): void {
  if (!(maxMiles >= 0)) return
  const grid = zipGrid(dataset)
  const latSpan = maxMiles / MILES_PER_DEGREE_LAT
  const highestLat = Math.min(89.9, Math.abs(lat) + latSpan)
  const lonSpan = Math.min(360, latSpan / Math.cos((highestLat * Math.PI) / 180))
  const firstLatCell = Math.max(0, Math.floor((lat - latSpan - grid.minLat) / GRID_DEGREES))
  const lastLatCell = Math.min(grid.latCells - 1, Math.floor((lat + latSpan - grid.minLat) / GRID_DEGREES))
  const firstLonCell = Math.max(0, Math.floor((lon - lonSpan - grid.minLon) / GRID_DEGREES))
  const lastLonCell = Math.min(grid.lonCells - 1, Math.floor((lon + lonSpan - grid.minLon) / GRID_DEGREES))
  for (let latCell = firstLatCell; latCell <= lastLatCell; latCell++) {
    const rowStart = latCell * grid.lonCells
    const from = grid.cellStart[rowStart + firstLonCell]!
    const to = grid.cellStart[rowStart + lastLonCell + 1]!
    for (let i = from; i < to; i++) {
      const row = grid.rows[i]!
      const miles = distanceMiles(lat, lon, dataset.lat[row]!, dataset.lon[row]!)
      if (miles <= maxMiles) visit(row, miles)
    }
  }
}
