// Draws the national coverage overview on a canvas: land, state lines, each resolved Target Area as a
// circle and every covered ZIP as a dot. ~41 k dots are too many SVG nodes; on a canvas they take a few ms.
import { geoAlbersUsa, geoPath, type GeoProjection } from 'd3-geo'
import { milesToDegrees } from './geodesic'
import { mapColors, PAUSED_DASH } from './map-colors'
import type { CoverageTargetArea, CoveredZip } from './map-types'
import type { MapSize } from './lead-map-layout'
import type { UsOutlines } from './us-outlines'

/** Room around the land for Target Area circles on the coast. */
const MARGIN = 16

/** Albers USA (Alaska and Hawaii as insets), fitted to the land. Places outside it (territories) project to null. */
export function fitCoverageProjection(outlines: UsOutlines, size: MapSize): GeoProjection {
  return geoAlbersUsa().fitExtent(
    [
      [MARGIN, MARGIN],
      [size.width - MARGIN, size.height - MARGIN],
    ],
    { type: 'MultiPolygon', coordinates: outlines.land.map((polygon) => polygon.coordinates) },
  )
}

/** A geodesic circle this small looks like a circle in Albers: project the centre and one point on the rim. */
export function projectedCircle(projection: GeoProjection, area: CoverageTargetArea): { x: number; y: number; r: number } | null {
  const centre = projection([area.lon, area.lat])
  const rim = projection([area.lon, area.lat + milesToDegrees(area.radiusMiles)])
  if (!centre || !rim) return null
  return { x: centre[0], y: centre[1], r: Math.hypot(rim[0] - centre[0], rim[1] - centre[1]) }
}

export interface CoverageDrawStats {
  dotsDrawn: number
  circlesDrawn: number
}

/** Draws the whole overview at once (benches and tests). The page draws it in slices: coverageDrawSteps. */
export function drawCoverage(
  context: CanvasRenderingContext2D,
  size: MapSize,
  outlines: UsOutlines,
  zips: readonly CoveredZip[],
  areas: readonly CoverageTargetArea[],
): CoverageDrawStats {
  const steps = coverageDrawSteps(context, size, outlines, zips, areas)
  let step = steps.next()
  while (!step.done) step = steps.next()
  return step.value
}

/** Circles or dots handled between two checks of the clock. */
const SLICE = 500

/**
 * The overview's drawing as steps: the generator yields every SLICE circles or dots, so a caller can
 * stop after a few milliseconds and go on in the next frame (10,000 partners × 200 ZIPs is ~41 k dots
 * and thousands of circles: never one long task). Each status's circles still fill as one path.
 */
export function* coverageDrawSteps(
  context: CanvasRenderingContext2D,
  size: MapSize,
  outlines: UsOutlines,
  zips: readonly CoveredZip[],
  areas: readonly CoverageTargetArea[],
): Generator<void, CoverageDrawStats, void> {
  const projection = fitCoverageProjection(outlines, size)
  const path = geoPath(projection, context)
  context.fillStyle = mapColors.water
  context.fillRect(0, 0, size.width, size.height)

  context.beginPath()
  path({ type: 'MultiPolygon', coordinates: outlines.land.map((polygon) => polygon.coordinates) })
  context.fillStyle = mapColors.land
  context.fill()
  context.strokeStyle = mapColors.stateBorder
  context.lineWidth = 0.8
  context.stroke()
  context.beginPath()
  path({ type: 'MultiLineString', coordinates: outlines.stateBorders.map((line) => line.coordinates) })
  context.lineWidth = 0.6
  context.stroke()

  // PAUSED first so ACTIVE draws on top; identical circles (same place and radius) once per status.
  let circlesDrawn = 0
  for (const status of ['PAUSED', 'ACTIVE'] as const) {
    const seen = new Set<string>()
    context.beginPath()
    for (const area of areas) {
      if (area.status !== status) continue
      const key = `${area.lat},${area.lon},${area.radiusMiles}`
      if (seen.has(key)) continue
      seen.add(key)
      const circle = projectedCircle(projection, area)
      if (!circle) continue
      context.moveTo(circle.x + circle.r, circle.y)
      context.arc(circle.x, circle.y, circle.r, 0, Math.PI * 2)
      circlesDrawn++
      if (circlesDrawn % SLICE === 0) yield
    }
    // Faint, so thousands of overlapping circles still let the dots and the gaps show through.
    context.fillStyle = status === 'ACTIVE' ? mapColors.activeWash : mapColors.pausedWash
    context.fill()
    context.strokeStyle = status === 'ACTIVE' ? mapColors.activeRim : mapColors.pausedRim
    context.lineWidth = 0.75
    context.setLineDash(status === 'ACTIVE' ? [] : [...PAUSED_DASH])
    context.stroke()
  }
  context.setLineDash([])

  let dotsDrawn = 0
  const dot = 2
  for (const active of [false, true]) {
    context.fillStyle = active ? mapColors.active : mapColors.paused
    for (const zip of zips) {
      if (zip.active !== active) continue
      const point = projection([zip.lon, zip.lat])
      if (!point) continue
      context.fillRect(point[0] - dot / 2, point[1] - dot / 2, dot, dot)
      dotsDrawn++
      if (dotsDrawn % SLICE === 0) yield
    }
  }
  return { dotsDrawn, circlesDrawn }
}
