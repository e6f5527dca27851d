// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bundledUsOutlines } from '../../../src/map/bundled-us-outlines'
import {
  fitLeadProjection,
  FIT_PADDING,
  layoutLeadMap,
  MIN_EXTENT_MILES,
  nearestListedZip,
} from '../../../src/map/lead-map-layout'
import type { MapLead, MapPartner } from '../../../src/map/map-types'
import { partner, robertsLead, robertsPartners, zips } from './map-fixtures'
import { distanceMiles as milesBetweenCoordinates } from '../../../src/geo/distance'

const distanceMiles = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) =>
  milesBetweenCoordinates(a.lat, a.lon, b.lat, b.lon)

const size = { width: 640, height: 384 }

/** Every number pair in an SVG path made of absolute M/L commands (d3's output for lines). */
function pathPoints(d: string): [number, number][] {
  return [...d.matchAll(/[ML](-?[\d.]+),(-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])])
}

const coordinate = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
const near = (centre: number, spread: number) => coordinate(centre - spread, centre + spread)

/** A lead in the lower 48 and up to 8 partners placed around it, some with a target area, some with listed ZIPs. */
const scene = fc
  .record({
    lat: coordinate(26, 48),
    lon: coordinate(-123, -68),
    width: fc.integer({ min: 280, max: 1200 }),
    height: fc.integer({ min: 240, max: 420 }),
  })
  .chain(({ lat, lon, width, height }) =>
    fc.record({
      lead: fc.constant<MapLead>({ zip: '00000', place: 'Somewhere, ST', lat, lon }),
      size: fc.constant({ width, height }),
      partners: fc.array(
        fc.record({
          area: fc.option(
            fc.record({ lat: near(lat, 1.2), lon: near(lon, 1.5), radius: fc.integer({ min: 1, max: 120 }) }),
            { nil: null },
          ),
          zips: fc.array(fc.record({ lat: near(lat, 3), lon: near(lon, 3) }), { minLength: 1, maxLength: 12 }),
          active: fc.boolean(),
        }),
        { maxLength: 8 },
      ),
    }),
  )
  .map(({ lead, size, partners }) => ({
    lead,
    size,
    partners: partners.map((p, i): MapPartner =>
      partner({
        id: `p${i}`,
        name: `Partner ${i}`,
        status: p.active ? 'ACTIVE' : 'PAUSED',
        targetArea: p.area && { place: `Place ${i}`, lat: p.area.lat, lon: p.area.lon, radiusMiles: p.area.radius },
        listedZips: p.zips.map((z, j) => ({ zip: String(10000 + i * 100 + j), lat: z.lat, lon: z.lon })),
      }),
    ),
  }))

describe('lead map projection fit', () => {
  it('puts the lead, every target-area base and every nearest listed ZIP inside the padded view', () => {
    fc.assert(
      fc.property(scene, ({ lead, size, partners }) => {
        const projection = fitLeadProjection(lead, partners, size)
        // Worked out here: each partner's base, else its closest listed ZIP.
        const mustShow = [
          lead,
          ...partners.map(
            (p) =>
              p.targetArea ?? [...p.listedZips].sort((a, b) => distanceMiles(lead, a) - distanceMiles(lead, b))[0]!,
          ),
        ]
        for (const point of mustShow) {
          const [x, y] = projection([point.lon, point.lat])!
          expect(x).toBeGreaterThanOrEqual(FIT_PADDING.left - 0.5)
          expect(x).toBeLessThanOrEqual(size.width - FIT_PADDING.right + 0.5)
          expect(y).toBeGreaterThanOrEqual(FIT_PADDING.top - 0.5)
          expect(y).toBeLessThanOrEqual(size.height - FIT_PADDING.bottom + 0.5)
        }
      }),
      { numRuns: 150 },
    )
  })

  it('draws every mark it lays out inside the view: lead, bases and ZIP dots', () => {
    const outlines = bundledUsOutlines()
    fc.assert(
      fc.property(scene, ({ lead, size, partners }) => {
        const layout = layoutLeadMap(lead, partners, size, outlines)
        const inView = ([x, y]: [number, number]) => x >= 0 && x <= size.width && y >= 0 && y <= size.height
        expect(inView([layout.lead.x, layout.lead.y])).toBe(true)
        for (const marks of layout.partners) {
          if (marks.area) expect(inView([marks.area.base.x, marks.area.base.y])).toBe(true)
          // Each dot is "M{x},{y}h0" at its centre.
          for (const [x, y] of pathPoints(marks.dots)) expect(inView([x, y])).toBe(true)
          // A partner without a target area keeps at least its nearest listed ZIP on the map.
          if (!marks.partner.targetArea) expect(marks.dotCount).toBeGreaterThanOrEqual(1)
        }
      }),
      { numRuns: 60 },
    )
  })

  it(`shows at least ${MIN_EXTENT_MILES} miles across, even for a lead alone`, () => {
    for (const partners of [
      [],
      [partner({ id: 'same', name: 'Same ZIP', listsLeadZip: true, distanceMiles: 0, listedZips: [zips.roberts] })],
    ]) {
      const projection = fitLeadProjection(robertsLead, partners, size)
      const [west, middle] = projection.invert!([FIT_PADDING.left, size.height / 2])!
      const [east] = projection.invert!([size.width - FIT_PADDING.right, size.height / 2])!
      const top = projection.invert!([size.width / 2, FIT_PADDING.top])!
      const bottom = projection.invert!([size.width / 2, size.height - FIT_PADDING.bottom])!
      const across = distanceMiles({ lat: middle, lon: west }, { lat: middle, lon: east })
      const down = distanceMiles({ lat: top[1], lon: top[0] }, { lat: bottom[1], lon: bottom[0] })
      expect(Math.min(across, down)).toBeGreaterThanOrEqual(MIN_EXTENT_MILES * 0.98)
      expect(Math.min(across, down)).toBeLessThanOrEqual(MIN_EXTENT_MILES * 1.05)
    }
  })

  it('keeps a far target-area base in view instead of cutting it off', () => {
    const far = partner({
      id: 'far',
      name: 'Far Away',
      targetArea: { place: 'Eau Claire, WI', lat: 44.811, lon: -91.498, radiusMiles: 60 },
    })
    const layout = layoutLeadMap(robertsLead, [far], size, bundledUsOutlines())
    const base = layout.partners[0]!.area!.base
    expect(base.x).toBeLessThanOrEqual(size.width - FIT_PADDING.right + 0.5)
    expect(base.x).toBeGreaterThan(size.width / 2)
  })
})

describe('lead map layout', () => {
  const layout = layoutLeadMap(robertsLead, robertsPartners, size, bundledUsOutlines())

  it('labels the lead pin with its place and each target area with its partner', () => {
    expect(layout.lead.label.text).toBe('Roberts, WI')
    expect(layout.partners.map((m) => m.area?.label.text ?? null)).toEqual([
      'Acme Floors',
      'Bluff Country Coatings',
      null,
    ])
  })

  it('draws a radius circle for each resolved target area and dots for the listed ZIPs of the others', () => {
    expect(layout.partners[0]!.area!.circle).toMatch(/^M/)
    expect(layout.partners[1]!.area!.circle).toMatch(/^M/)
    expect(layout.partners[0]!.dots).toBe('')
    expect(layout.partners[2]!.area).toBeNull()
    expect(layout.partners[2]!.dotCount).toBeGreaterThanOrEqual(1)
    expect(layout.partners[2]!.dotCount).toBeLessThanOrEqual(3)
  })

  it('clips county and state lines to the view and projects only the few that reach it', () => {
    const outlines = bundledUsOutlines()
    for (const d of [layout.countyBorders, layout.stateBorders]) {
      const points = pathPoints(d)
      expect(points.length).toBeGreaterThan(0)
      for (const [x, y] of points) {
        expect(x).toBeGreaterThanOrEqual(-0.1)
        expect(x).toBeLessThanOrEqual(size.width + 0.1)
        expect(y).toBeGreaterThanOrEqual(-0.1)
        expect(y).toBeLessThanOrEqual(size.height + 0.1)
      }
    }
    // Roberts sits near the WI/MN line (the St. Croix): both kinds of line are on screen.
    expect(layout.stateBorders.length).toBeGreaterThan(0)
    expect(pathPoints(layout.countyBorders).length).toBeLessThan(
      outlines.countyBorders.reduce((n, line) => n + line.coordinates.length, 0) / 20,
    )
  })

  it('keeps partner labels clear of the lead label and of each other', () => {
    const crowd = [0, 1, 2].map((i) =>
      partner({
        id: `c${i}`,
        name: `Crowded Partner ${i}`,
        targetArea: {
          place: 'Roberts, WI',
          lat: zips.roberts.lat + i * 0.01,
          lon: zips.roberts.lon + 0.02,
          radiusMiles: 10,
        },
      }),
    )
    const crowded = layoutLeadMap(robertsLead, crowd, size, bundledUsOutlines())
    const labels = [crowded.lead.label, ...crowded.partners.map((m) => m.area!.label)]
    const boxes = labels.map((l) => {
      const width = l.text.length * 7 + 4
      const left = l.anchor === 'start' ? l.x : l.x - width
      return { left, right: left + width, top: l.y - 12, bottom: l.y + 3 }
    })
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i]!, boxes[j]!]
        expect(
          a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom,
          `${labels[i]!.text} / ${labels[j]!.text}`,
        ).toBe(false)
      }
  })

  it('picks the listed ZIP nearest the lead', () => {
    expect(nearestListedZip(robertsLead, [zips.stillwater, zips.baldwin, zips.newRichmond])?.zip).toBe(zips.baldwin.zip)
    expect(nearestListedZip(robertsLead, [])).toBeNull()
  })

  it('shortens long partner names on the map only', () => {
    const labelOf = (name: string) =>
      layoutLeadMap(robertsLead, [{ ...robertsPartners[0]!, name }], size, bundledUsOutlines()).partners[0]!.area!.label
        .text
    expect(labelOf('Acme Floors')).toBe('Acme Floors')
    expect(labelOf('The Very Long Named Concrete Coating Company LLC')).toBe('The Very Long Named Concret…')
  })

  it('works for leads in Alaska, Hawaii and on the far Aleutians', () => {
    const leads: MapLead[] = [
      { zip: '99501', place: 'Anchorage, AK', lat: 61.218, lon: -149.9 },
      { zip: '96813', place: 'Honolulu, HI', lat: 21.307, lon: -157.858 },
      { zip: '99546', place: 'Adak, AK', lat: 51.88, lon: -176.658 },
    ]
    for (const lead of leads) {
      const result = layoutLeadMap(lead, [], size, bundledUsOutlines())
      expect(result.land).toMatch(/^M/)
      expect(Math.abs(result.lead.x - size.width / 2)).toBeLessThan(size.width / 2)
    }
  })
})
