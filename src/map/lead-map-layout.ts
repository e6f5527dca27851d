import { geoAzimuthalEquidistant, geoPath, type GeoProjection } from 'd3-geo'
import type { GeometryCollection, MultiLineString, MultiPolygon } from 'geojson'
import { distanceMiles } from '../geo/distance'
import { radiusCircle } from './geodesic'
import type { LatLon, MapLead, MapPartner, MapTargetArea, ZipPoint } from './map-types'
import { inView, type GeoBox, type UsOutlines } from './us-outlines'

/** @internal Tests measure the map's extent against it. */
export const MIN_EXTENT_MILES = 30
/** @internal Room for the pin and the labels; tests check the fit inside it. */
export const FIT_PADDING = { top: 34, right: 24, bottom: 18, left: 24 } as const

export interface MapSize {
  width: number
  height: number
}

interface Point {
  x: number
  y: number
}

interface MarkLabel extends Point {
  text: string
  anchor: 'start' | 'end'
}

export interface PartnerMarks {
  partner: MapPartner
  area: { base: Point; circle: string; label: MarkLabel } | null
  /** Only without a target area: the listed ZIPs in view, as one path. */
  dots: string
  dotCount: number
}

export interface LeadMapLayout extends MapSize {
  land: string
  stateBorders: string
  countyBorders: string
  lead: Point & { label: MarkLabel }
  partners: PartnerMarks[]
}

/** @internal Tested on its own: it only moves the fit, which no layout mark shows. */
export function nearestListedZip(lead: LatLon, zips: readonly ZipPoint[]): ZipPoint | null {
  let nearest: ZipPoint | null = null
  let best = Infinity
  for (const zip of zips) {
    const miles = distanceMiles(lead.lat, lead.lon, zip.lat, zip.lon)
    if (miles < best) {
      best = miles
      nearest = zip
    }
  }
  return nearest
}

function fitPoints(lead: MapLead, partners: readonly MapPartner[]): LatLon[] {
  const points: LatLon[] = [lead]
  for (const partner of partners) {
    const point = partner.targetArea ?? nearestListedZip(lead, partner.listedZips)
    if (point) points.push(point)
  }
  return points
}

/** @internal Tests invert it to measure the view. Azimuthal equidistant on the lead: distances from it are true. */
export function fitLeadProjection(lead: MapLead, partners: readonly MapPartner[], size: MapSize): GeoProjection {
  const fitObject: GeometryCollection = {
    type: 'GeometryCollection',
    geometries: [
      { type: 'MultiPoint', coordinates: fitPoints(lead, partners).map((p) => [p.lon, p.lat]) },
      radiusCircle(lead, MIN_EXTENT_MILES / 2),
    ],
  }
  return (
    geoAzimuthalEquidistant()
      .rotate([-lead.lon, -lead.lat])
      // No adaptive resampling: at this scale straight segments look the same and draw faster.
      .precision(0)
      // No antipode clipping (the slow part of a redraw): US outlines lie within 180° of a US lead; clipExtent clips.
      .preclip((stream) => stream)
      .clipExtent([
        [0, 0],
        [size.width, size.height],
      ])
      .fitExtent(
        [
          [FIT_PADDING.left, FIT_PADDING.top],
          [size.width - FIT_PADDING.right, size.height - FIT_PADDING.bottom],
        ],
        fitObject,
      )
  )
}

function viewBox(projection: GeoProjection, size: MapSize): GeoBox {
  const { width: w, height: h } = size
  const edgePoints: [number, number][] = []
  for (const t of [0, 0.25, 0.5, 0.75, 1]) edgePoints.push([t * w, 0], [t * w, h], [0, t * h], [w, t * h])
  let west = Infinity
  let south = Infinity
  let east = -Infinity
  let north = -Infinity
  for (const edge of edgePoints) {
    const inverted = projection.invert?.(edge)
    if (!inverted) continue
    const [lon, lat] = inverted
    west = Math.min(west, lon)
    east = Math.max(east, lon)
    south = Math.min(south, lat)
    north = Math.max(north, lat)
  }
  const marginLon = (east - west) * 0.1
  const marginLat = (north - south) * 0.1
  return [west - marginLon, south - marginLat, east + marginLon, north + marginLat]
}

function inside(point: [number, number] | null, size: MapSize): point is [number, number] {
  return point !== null && point[0] >= 0 && point[0] <= size.width && point[1] >= 0 && point[1] <= size.height
}

interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

/** Rough box of the bold label text, as map.css sizes it. */
function labelBox(label: MarkLabel): Box {
  const width = label.text.length * 7 + 4
  const left = label.anchor === 'start' ? label.x : label.x - width
  return { left, top: label.y - 12, right: left + width, bottom: label.y + 3 }
}

const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

function labelPlacer(size: MapSize, taken: Box[]) {
  return (point: Point, text: string, gap: number): MarkLabel => {
    const candidates: MarkLabel[] = []
    for (const dy of [-gap, gap + 10, -gap - 15, gap + 25, -gap - 30, gap + 40])
      for (const anchor of ['start', 'end'] as const)
        candidates.push({
          text,
          anchor,
          x: Math.round(point.x + (anchor === 'start' ? gap : -gap)),
          y: Math.round(point.y + dy),
        })
    const onMap = candidates.filter((label) => {
      const box = labelBox(label)
      return box.left >= 0 && box.right <= size.width && box.top >= 0 && box.bottom <= size.height
    })
    const chosen =
      onMap.find((label) => !taken.some((box) => overlap(box, labelBox(label)))) ?? onMap[0] ?? candidates[0]!
    taken.push(labelBox(chosen))
    return chosen
  }
}

const round = (value: number) => Math.round(value * 10) / 10

/** Vertices projected one by one and clipped by the SVG's edge: d3's polygon clipping is far slower. */
function circlePath(projection: GeoProjection, area: MapTargetArea): string {
  let d = ''
  for (const [lon = 0, lat = 0] of radiusCircle(area, area.radiusMiles, 6).coordinates[0] ?? []) {
    const point = projection([lon, lat])
    if (point) d += `${d ? 'L' : 'M'}${round(point[0])},${round(point[1])}`
  }
  return d ? `${d}Z` : ''
}

const MAX_LABEL_LENGTH = 28
function shortLabel(text: string): string {
  return text.length > MAX_LABEL_LENGTH ? `${text.slice(0, MAX_LABEL_LENGTH - 1).trimEnd()}…` : text
}

export function layoutLeadMap(
  lead: MapLead,
  partners: readonly MapPartner[],
  size: MapSize,
  outlines: UsOutlines,
): LeadMapLayout {
  const projection = fitLeadProjection(lead, partners, size)
  const path = geoPath(projection).digits(1)
  const box = viewBox(projection, size)
  const lines = (lines: { coordinates: MultiLineString['coordinates'][number] }[]): string =>
    lines.length ? (path({ type: 'MultiLineString', coordinates: lines.map((line) => line.coordinates) }) ?? '') : ''
  const land: MultiPolygon = {
    type: 'MultiPolygon',
    coordinates: inView(outlines.land, box).map((polygon) => polygon.coordinates),
  }

  const [leadX, leadY] = projection([lead.lon, lead.lat]) ?? [size.width / 2, size.height / 2]
  const leadPoint = { x: round(leadX), y: round(leadY) }
  // The pin and its label go first; partner labels keep clear of them.
  const taken: Box[] = [{ left: leadPoint.x - 8, top: leadPoint.y - 25, right: leadPoint.x + 8, bottom: leadPoint.y }]
  const placeLabel = labelPlacer(size, taken)
  const leadLabel = placeLabel({ x: leadPoint.x, y: leadPoint.y - 12 }, lead.place, 10)

  const partnerMarks = partners.map((partner): PartnerMarks => {
    const area = partner.targetArea
    if (area) {
      const [x, y] = projection([area.lon, area.lat]) ?? [NaN, NaN]
      const base = { x: round(x), y: round(y) }
      return {
        partner,
        area: {
          base,
          circle: circlePath(projection, area),
          label: placeLabel(base, shortLabel(partner.name), 7),
        },
        dots: '',
        dotCount: 0,
      }
    }
    let dots = ''
    let dotCount = 0
    const [west, south, east, north] = box
    for (const zip of partner.listedZips) {
      // Cheap degree test first: most of a partner's ZIPs can be off the map.
      if (
        zip.lat < south ||
        zip.lat > north ||
        ((zip.lon < west || zip.lon > east) && (zip.lon - 360 < west || zip.lon - 360 > east))
      )
        continue
      const point = projection([zip.lon, zip.lat])
      if (!inside(point, size)) continue
      // A zero-length line that a round cap draws as a dot (map.css); whole pixels keep the path short.
      dots += `M${Math.round(point[0])},${Math.round(point[1])}h0`
      dotCount++
    }
    return { partner, area: null, dots, dotCount }
  })

  return {
    ...size,
    land: land.coordinates.length ? (path(land) ?? '') : '',
    stateBorders: lines(inView(outlines.stateBorders, box)),
    countyBorders: lines(inView(outlines.countyBorders, box)),
    lead: { ...leadPoint, label: leadLabel },
    partners: partnerMarks,
  }
}
