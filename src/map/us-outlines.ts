import { feature } from 'topojson-client'
import type { Feature, MultiLineString, MultiPolygon, Position } from 'geojson'
import type { Topology } from 'topojson-specification'

/** West, south, east, north in degrees; west may be below -180 (the far Aleutians). */
export type GeoBox = [number, number, number, number]

interface OutlineLine {
  coordinates: Position[]
  box: GeoBox
}

interface LandPolygon {
  coordinates: Position[][]
  box: GeoBox
}

export interface UsOutlines {
  land: LandPolygon[]
  stateBorders: OutlineLine[]
  countyBorders: OutlineLine[]
}

function boxOf(points: Position[]): GeoBox {
  let west = Infinity
  let south = Infinity
  let east = -Infinity
  let north = -Infinity
  for (const [lon = 0, lat = 0] of points) {
    if (lon < west) west = lon
    if (lon > east) east = lon
    if (lat < south) south = lat
    if (lat > north) north = lat
  }
  return [west, south, east, north]
}

function linesOf(topology: Topology, name: string): OutlineLine[] {
  const object = topology.objects[name]
  if (!object) return []
  const { geometry } = feature(topology, object) as Feature<MultiLineString>
  return geometry.coordinates.map((coordinates) => ({ coordinates, box: boxOf(coordinates) }))
}

export function decodeUsOutlines(topology: Topology): UsOutlines {
  const land = topology.objects.land
  const polygons = land ? (feature(topology, land) as Feature<MultiPolygon>).geometry.coordinates : []
  return {
    land: polygons.map((coordinates) => ({ coordinates, box: boxOf(coordinates[0] ?? []) })),
    stateBorders: linesOf(topology, 'stateBorders'),
    countyBorders: linesOf(topology, 'countyBorders'),
  }
}

function overlaps(a: GeoBox, b: GeoBox): boolean {
  return a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3]
}

/** Box test only, also across the date line; the projection clips the rest. */
export function inView<T extends { box: GeoBox }>(lines: readonly T[], view: GeoBox): T[] {
  const west: GeoBox = [view[0] - 360, view[1], view[2] - 360, view[3]]
  return lines.filter((line) => overlaps(line.box, view) || overlaps(line.box, west))
}
