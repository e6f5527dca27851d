// A canvas, not SVG: a covered-ZIP dot per ZIP is too many SVG nodes.
import { geoAlbersUsa, geoPath, type GeoProjection } from 'd3-geo'
import { milesToDegrees } from './geodesic'
import type { CoverageTargetArea, CoveredZip } from './map-types'
import type { MapSize } from './lead-map-layout'
import type { UsOutlines } from './us-outlines'

const MARGIN = 16

/** Places outside Albers USA (territories) project to null. */
function fitCoverageProjection(outlines: UsOutlines, size: MapSize): GeoProjection {
  return geoAlbersUsa().fitExtent(
    [
      [MARGIN, MARGIN],
      [size.width - MARGIN, size.height - MARGIN],
    ],
    { type: 'MultiPolygon', coordinates: outlines.land.map((polygon) => polygon.coordinates) },
  )
}

/** A geodesic circle this small stays round in Albers, so the centre and one rim point are enough. */
function projectedCircle(
  projection: GeoProjection,
  area: CoverageTargetArea,
): { x: number; y: number; r: number } | null {
  const centre = projection([area.lon, area.lat])
  const rim = projection([area.lon, area.lat + milesToDegrees(area.radiusMiles)])
  if (!centre || !rim) return null
  return { x: centre[0], y: centre[1], r: Math.hypot(rim[0] - centre[0], rim[1] - centre[1]) }
}

/** map.css owns every map colour. */
export interface CoverageColors {
  water: string
  land: string
  stateBorder: string
  active: string
  paused: string
  activeArea: string
  pausedArea: string
  areaFillOpacity: number
  activeRimOpacity: number
  pausedRimOpacity: number
  pausedDash: number[]
}

export interface CoverageDrawStats {
  dotsDrawn: number
  circlesDrawn: number
}

const DOTS_PER_STEP = 2000

export function* coverageDrawSteps(
  context: CanvasRenderingContext2D,
  size: MapSize,
  outlines: UsOutlines,
  zips: readonly CoveredZip[],
  areas: readonly CoverageTargetArea[],
  colors: CoverageColors,
): Generator<void, CoverageDrawStats, void> {
  const projection = fitCoverageProjection(outlines, size)
  const path = geoPath(projection, context)
  context.fillStyle = colors.water
  context.fillRect(0, 0, size.width, size.height)
  context.beginPath()
  path({ type: 'MultiPolygon', coordinates: outlines.land.map((polygon) => polygon.coordinates) })
  context.fillStyle = colors.land
  context.fill()
  context.strokeStyle = colors.stateBorder
  context.lineWidth = 0.8
  context.stroke()
  context.beginPath()
  path({ type: 'MultiLineString', coordinates: outlines.stateBorders.map((line) => line.coordinates) })
  context.lineWidth = 0.6
  context.stroke()
  yield

  let circlesDrawn = 0
  for (const status of ['PAUSED', 'ACTIVE'] as const) {
    const seen = new Set<string>()
    context.beginPath()
    for (const area of areas) {
      const key = `${area.lat},${area.lon},${area.radiusMiles}`
      if (area.status !== status || seen.has(key)) continue
      seen.add(key)
      const circle = projectedCircle(projection, area)
      if (!circle) continue
      context.moveTo(circle.x + circle.r, circle.y)
      context.arc(circle.x, circle.y, circle.r, 0, Math.PI * 2)
      circlesDrawn++
    }
    const active = status === 'ACTIVE'
    // One path per status, so overlapping circles tint once and the dots still show through.
    context.save()
    context.globalAlpha = colors.areaFillOpacity
    context.fillStyle = active ? colors.activeArea : colors.pausedArea
    context.fill()
    context.globalAlpha = active ? colors.activeRimOpacity : colors.pausedRimOpacity
    context.strokeStyle = active ? colors.active : colors.paused
    context.lineWidth = 0.75
    context.setLineDash(active ? [] : colors.pausedDash)
    context.stroke()
    context.restore()
  }
  yield

  let dotsDrawn = 0
  const dot = 2
  for (const active of [false, true]) {
    context.fillStyle = active ? colors.active : colors.paused
    for (const zip of zips) {
      if (zip.active !== active) continue
      const point = projection([zip.lon, zip.lat])
      if (!point) continue
      context.fillRect(point[0] - dot / 2, point[1] - dot / 2, dot, dot)
      dotsDrawn++
      if (dotsDrawn % DOTS_PER_STEP === 0) yield
    }
  }
  return { dotsDrawn, circlesDrawn }
}
