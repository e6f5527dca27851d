// Draws the national coverage overview on a canvas: land, state lines, each resolved Target Area as a
// circle and every covered ZIP as a dot. ~41 k dots are too many SVG nodes; on a canvas they take a few ms.
// The colours are the page's (map.css owns them; src/tool/map/coverage-canvas.tsx reads them for this).
import { geoAlbersUsa, geoPath, type GeoProjection } from 'd3-geo'
import { milesToDegrees } from './geodesic'
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
export function projectedCircle(
  projection: GeoProjection,
  area: CoverageTargetArea,
): { x: number; y: number; r: number } | null {
  const centre = projection([area.lon, area.lat])
  const rim = projection([area.lon, area.lat + milesToDegrees(area.radiusMiles)])
  if (!centre || !rim) return null
  return { x: centre[0], y: centre[1], r: Math.hypot(rim[0] - centre[0], rim[1] - centre[1]) }
}

/** The overview's colours and line styles, as map.css defines them for both maps. */
export interface CoverageColors {
  water: string
  land: string
  stateBorder: string
  active: string
  paused: string
  /** Target Area circles' fill (their rims take `active` / `paused`), laid at these opacities. */
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

/** Draws the whole overview at once (benches and tests). The page draws it in slices: coverageDrawSteps. */
export function drawCoverage(
  context: CanvasRenderingContext2D,
  size: MapSize,
  outlines: UsOutlines,
  zips: readonly CoveredZip[],
  areas: readonly CoverageTargetArea[],
  colors: CoverageColors,
): CoverageDrawStats {
  const steps = coverageDrawSteps(context, size, outlines, zips, areas, colors)
  let step = steps.next()
  while (!step.done) step = steps.next()
  return step.value
}

/** Dots, or circles to project, handled between two checks of the clock. */
const SLICE = 500
/** Circles filled or stroked at once (painting them costs far more than projecting them). */
const CIRCLE_SLICE = 200

/**
 * Fills or strokes many circles as if in one path (where they overlap, the colour is laid once) but in
 * slices: each slice goes opaque onto `layer`, and the layer is laid on the map at `opacity` at the end.
 * Filling thousands of overlapping circles as one path took one task of over 100 ms.
 */
function* paintCircles(
  context: CanvasRenderingContext2D,
  layer: OffscreenCanvasRenderingContext2D,
  circles: readonly { x: number; y: number; r: number }[],
  paint: (layer: OffscreenCanvasRenderingContext2D) => void,
  opacity: number,
): Generator<void, void, void> {
  layer.save()
  layer.setTransform(1, 0, 0, 1, 0, 0)
  layer.clearRect(0, 0, layer.canvas.width, layer.canvas.height)
  layer.restore()
  for (let from = 0; from < circles.length; from += CIRCLE_SLICE) {
    layer.beginPath()
    for (const { x, y, r } of circles.slice(from, from + CIRCLE_SLICE)) {
      layer.moveTo(x + r, y)
      layer.arc(x, y, r, 0, Math.PI * 2)
    }
    paint(layer)
    // Reading one pixel makes the canvas draw what it has recorded now, in this slice: otherwise every
    // slice's drawing waits and is done at once when the layer is laid on the map (one long task).
    layer.getImageData(0, 0, 1, 1)
    yield
  }
  context.save()
  context.setTransform(1, 0, 0, 1, 0, 0)
  context.globalAlpha = opacity
  context.drawImage(layer.canvas, 0, 0)
  context.restore()
  yield
}

/**
 * The overview's drawing as steps: the generator yields after the outlines, every CIRCLE_SLICE circles painted and every SLICE dots, so a caller can
 * stop after a few milliseconds and go on in the next frame (10,000 partners × 200 ZIPs is ~41 k dots
 * and thousands of circles: never one long task).
 */
export function* coverageDrawSteps(
  context: CanvasRenderingContext2D,
  size: MapSize,
  outlines: UsOutlines,
  zips: readonly CoveredZip[],
  areas: readonly CoverageTargetArea[],
  colors: CoverageColors,
): Generator<void, CoverageDrawStats, void> {
  const projection = fitCoverageProjection(outlines, size)
  yield
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
  yield
  context.beginPath()
  path({ type: 'MultiLineString', coordinates: outlines.stateBorders.map((line) => line.coordinates) })
  context.lineWidth = 0.6
  context.stroke()
  yield

  // PAUSED first so ACTIVE draws on top; identical circles (same place and radius) once per status.
  const layer = new OffscreenCanvas(context.canvas.width, context.canvas.height).getContext('2d')
  let circlesDrawn = 0
  for (const status of ['PAUSED', 'ACTIVE'] as const) {
    const seen = new Set<string>()
    const circles: { x: number; y: number; r: number }[] = []
    for (const area of areas) {
      if (area.status !== status) continue
      const key = `${area.lat},${area.lon},${area.radiusMiles}`
      if (seen.has(key)) continue
      seen.add(key)
      const circle = projectedCircle(projection, area)
      if (circle) circles.push(circle)
    }
    circlesDrawn += circles.length
    if (!layer || !circles.length) continue
    layer.setTransform(context.getTransform())
    const fill = status === 'ACTIVE' ? colors.activeArea : colors.pausedArea
    // Faint, so thousands of overlapping circles still let the dots and the gaps show through.
    yield* paintCircles(context, layer, circles, (l) => ((l.fillStyle = fill), l.fill()), colors.areaFillOpacity)
    yield* paintCircles(
      context,
      layer,
      circles,
      (l) => {
        l.strokeStyle = status === 'ACTIVE' ? colors.active : colors.paused
        l.lineWidth = 0.75
        l.setLineDash(status === 'ACTIVE' ? [] : colors.pausedDash)
        l.stroke()
      },
      status === 'ACTIVE' ? colors.activeRimOpacity : colors.pausedRimOpacity,
    )
  }

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
      if (dotsDrawn % SLICE === 0) yield
    }
  }
  return { dotsDrawn, circlesDrawn }
}
