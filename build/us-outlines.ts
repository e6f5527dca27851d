// Build-time only: turns us-atlas's county topology (US Census cartographic boundaries, 1:10,000,000)
// into the small topology the maps draw, with three objects:
//   land          the nation's polygons (land fill and coastline),
//   stateBorders  lines between two states,
//   countyBorders lines between two counties of the same state (state lines are not repeated).
// Each object's lines are stitched end to end and stored as one arc per line (the three never share a
// line, so no topology is lost), names are dropped, points are thinned (Visvalingam, spherical areas)
// and coordinates requantized. Longitudes east of 180° (the far Aleutians) are written as < -180° so
// the quantization grid spans the US only; d3-geo wraps them back.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { feature, mesh, quantize } from 'topojson-client'
import { presimplify, simplify, sphericalTriangleArea } from 'topojson-simplify'
import type { GeometryCollection, GeometryObject, Topology } from 'topojson-specification'
import type { MultiPolygon, Position } from 'geojson'

export interface UsOutlineOptions {
  /** Smallest triangle (steradians) a point must span to stay. Larger drops more points. */
  minWeight: number
  /** Quantization step in degrees (longitude, latitude). */
  stepDegrees: [number, number]
}

const usOutlineDefaults: UsOutlineOptions = { minWeight: 1e-6, stepDegrees: [0.004, 0.003] }

type CountyTopology = Topology<{ counties: GeometryCollection; states: GeometryCollection; nation: GeometryCollection }>

const stateOf = (geometry: GeometryObject) => String(geometry.id ?? '').slice(0, 2)
const westOfDateLine = ([lon, lat]: Position): Position => [lon! > 0 ? lon! - 360 : lon!, lat!]

export function buildUsOutlines(options: UsOutlineOptions = usOutlineDefaults): Topology {
  const require = createRequire(import.meta.url)
  const atlas = JSON.parse(readFileSync(require.resolve('us-atlas/counties-10m.json'), 'utf8')) as CountyTopology
  const { counties, states, nation } = atlas.objects

  const arcs: Position[][] = []
  const addArc = (line: Position[]) => arcs.push(line.map(westOfDateLine)) - 1
  const stateLines = mesh(atlas, states, (a, b) => a !== b).coordinates.map(addArc)
  const countyLines = mesh(atlas, counties, (a, b) => a !== b && stateOf(a) === stateOf(b)).coordinates.map(addArc)
  const landPolygons = (feature(atlas, nation).features[0]!.geometry as MultiPolygon).coordinates.map((polygon) =>
    polygon.map((ring) => [addArc(ring)]),
  )

  const outlines = {
    type: 'Topology',
    objects: {
      land: { type: 'MultiPolygon', arcs: landPolygons },
      stateBorders: { type: 'MultiLineString', arcs: stateLines.map((arc) => [arc]) },
      countyBorders: { type: 'MultiLineString', arcs: countyLines.map((arc) => [arc]) },
    },
    arcs,
  } as unknown as Parameters<typeof presimplify>[0]
  const simplified = simplify(presimplify(outlines, sphericalTriangleArea), options.minWeight)
  const { transform: _none, ...untransformed } = simplified
  const west = Math.min(...simplified.arcs.flatMap((arc) => arc.map((point) => point[0]!)))
  const south = Math.min(...simplified.arcs.flatMap((arc) => arc.map((point) => point[1]!)))
  return quantize(untransformed as typeof outlines, { scale: options.stepDegrees, translate: [west, south] })
}
