// @vitest-environment node
// The maps' inputs from the sheet's ZIP index, the real US ZIP data and resolved Target Areas.
import { describe, expect, it } from 'vitest'
import { findNearbyPartners, prepareNearbyPartners } from '../../../../src/geo/nearby-partners'
import { lookupZip } from '../../../../src/geo/zip-dataset'
import { distanceMiles } from '../../../../src/geo/distance'
import { fitLeadProjection, MIN_EXTENT_MILES } from '../../../../src/map/lead-map-layout'
import type { MapPartner } from '../../../../src/map/map-types'
import { parseSheet } from '../../../../src/partners/parse-sheet'
import { zipPositions } from '../../../../src/partners/zip-search'
import {
  coverageTargetAreasOf,
  coveredZipsOf,
  dotSearchMiles,
  leadMapHeight,
  leadMapPartners,
  mapLeadOf,
  MAP_MIN_EXTENT_MILES,
  partnerCardId,
} from '../../../../src/tool/map/map-inputs'
import { usZipDataset } from '../../geo/us-zip-dataset'

// Lead: 54023 Roberts, WI. Hudson 54016, Houlton 54082, River Falls 54022 are near; Denver 80202/80203 is not.
const sheet = parseSheet(
  [
    'Company Name,Display Name,Status,Target Area,Target_Radius_Mile,State,Zip Codes',
    'Exact Co,Exact Floors,Active,,,WI,"54023, 54016, 80202"',
    'Hudson Radius,,Paused,"Hudson, WI",30,WI,80203',
    'Houlton Dots,,Paused,,,WI,"54082, 54022, 80203, 00000"',
    'Far Away,,Active,"Denver, CO",10,CO,80202',
  ].join('\r\n'),
)
const dataset = usZipDataset()
const search = prepareNearbyPartners(dataset, sheet)
const leadPlace = lookupZip(dataset, '54023')!
const lead = mapLeadOf(leadPlace)

describe('lead map inputs', () => {
  const nearby = findNearbyPartners(search, '54023', 25)
  const partners = leadMapPartners(lead, zipPositions(sheet.zipIndex, '54023'), nearby, search)

  it('labels the lead pin with its place and state', () => {
    expect(lead).toEqual({ zip: '54023', place: 'Roberts, WI', lat: leadPlace.lat, lon: leadPlace.lon })
  })

  it('lists the exact results, then the nearby ones, with card ids, names as on the cards, status and miles', () => {
    expect(partners.map(({ id, name, status, listsLeadZip }) => ({ id, name, status, listsLeadZip }))).toEqual([
      { id: partnerCardId(0), name: 'Exact Floors', status: 'ACTIVE', listsLeadZip: true },
      ...nearby.map((p) => ({
        id: partnerCardId(p.position),
        name: p.company.company_name,
        status: p.company.status_badge,
        listsLeadZip: false,
      })),
    ])
    expect(partners.map((p) => p.name)).toEqual(['Exact Floors', 'Hudson Radius', 'Houlton Dots'])
    expect(partners[0]!.distanceMiles).toBe(0)
    expect(partners.slice(1).map((p) => p.distanceMiles)).toEqual(nearby.map((p) => p.miles))
  })

  it('gives a resolved Target Area with its radius, and no dots for that partner', () => {
    const hudson = partners.find((p) => p.name === 'Hudson Radius')!
    expect(hudson.targetArea).toMatchObject({ place: 'Hudson, WI', radiusMiles: 30 })
    expect(hudson.listedZips).toEqual([])
  })

  it('gives dots only for listed ZIPs the data knows near the lead, never the far ones', () => {
    const zipsOf = (name: string) =>
      partners
        .find((p) => p.name === name)!
        .listedZips.map((z) => z.zip)
        .sort()
    expect(zipsOf('Exact Floors')).toEqual(['54016', '54023'])
    expect(zipsOf('Houlton Dots')).toEqual(['54022', '54082'])
    const houlton = lookupZip(dataset, '54082')!
    expect(partners.find((p) => p.name === 'Houlton Dots')!.listedZips.find((z) => z.zip === '54082')).toEqual({
      zip: '54082',
      lat: houlton.lat,
      lon: houlton.lon,
    })
  })

  it('looks dots up far enough to reach every corner of the view, on a phone and on the widest map', () => {
    expect(MAP_MIN_EXTENT_MILES).toBe(MIN_EXTENT_MILES)
    // Fit points north, south and east of the lead: the view is as tall as they allow and off-centre.
    const milesPerDegree = 69.05
    const farthest = 60
    const centre = (dLat: number, dLon: number) => ({
      place: 'Somewhere',
      lat: lead.lat + dLat,
      lon: lead.lon + dLon,
      radiusMiles: 5,
    })
    const east = farthest / (milesPerDegree * Math.cos((lead.lat * Math.PI) / 180))
    const partners = [centre(farthest / milesPerDegree, 0), centre(-farthest / milesPerDegree, 0), centre(0, east)].map(
      (targetArea, index): MapPartner => ({
        id: `p${index}`,
        name: `P${index}`,
        status: 'ACTIVE',
        listsLeadZip: false,
        distanceMiles: farthest,
        targetArea,
        listedZips: [],
      }),
    )
    const fitMiles = Math.max(
      ...partners.map((p) => distanceMiles(lead.lat, lead.lon, p.targetArea!.lat, p.targetArea!.lon)),
    )
    for (const width of [390, 700, 1120, 1260, 1800]) {
      const height = leadMapHeight(width)
      const projection = fitLeadProjection(lead, partners, { width, height })
      for (const corner of [
        [0, 0],
        [width, 0],
        [0, height],
        [width, height],
      ] as [number, number][]) {
        const [lon, lat] = projection.invert!(corner)!
        expect(distanceMiles(lead.lat, lead.lon, lat, lon)).toBeLessThanOrEqual(dotSearchMiles(fitMiles))
      }
    }
  })
})

describe('coverage overview inputs', () => {
  it('lists each known ZIP once, in ZIP order, active when an ACTIVE partner lists it', () => {
    expect(coveredZipsOf(search).map(({ zip, state, active }) => ({ zip, state, active }))).toEqual([
      { zip: '54016', state: 'WI', active: true },
      { zip: '54022', state: 'WI', active: false },
      { zip: '54023', state: 'WI', active: true },
      { zip: '54082', state: 'WI', active: false },
      { zip: '80202', state: 'CO', active: true },
      { zip: '80203', state: 'CO', active: false },
    ])
  })

  it('lists every resolved Target Area with its radius, partner id and status', () => {
    expect(
      coverageTargetAreasOf(search).map(({ partnerId, place, radiusMiles, status }) => ({
        partnerId,
        place,
        radiusMiles,
        status,
      })),
    ).toEqual([
      { partnerId: partnerCardId(1), place: 'Hudson, WI', radiusMiles: 30, status: 'PAUSED' },
      { partnerId: partnerCardId(3), place: 'Denver, CO', radiusMiles: 10, status: 'ACTIVE' },
    ])
  })
})
