// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { leadMapSummary } from '../../../src/map/lead-map-summary'
import { partner, robertsLead, robertsPartners } from './map-fixtures'

describe('lead map summary (its accessible name)', () => {
  it('names the lead, counts the partners and gives the nearest', () => {
    expect(leadMapSummary(robertsLead, robertsPartners, 25)).toBe(
      'Map: lead in Roberts, WI; 3 partners within 25 miles; nearest Acme Floors, 9 mi.',
    )
  })

  it('says so when no partner is on the map', () => {
    expect(leadMapSummary(robertsLead, [], 25)).toBe('Map: lead in Roberts, WI; no partners nearby.')
  })

  it('uses the singular for one partner and names it', () => {
    expect(leadMapSummary(robertsLead, [robertsPartners[1]!], 25)).toBe(
      'Map: lead in Roberts, WI; 1 partner within 25 miles: Bluff Country Coatings, 12 mi.',
    )
  })

  it('says a partner lists the ZIP instead of "0 mi"', () => {
    const lister = partner({ id: 'z', name: 'Zip Lister', listsLeadZip: true, distanceMiles: 0 })
    expect(leadMapSummary(robertsLead, [lister], 25)).toBe(
      'Map: lead in Roberts, WI; 1 partner within 25 miles: Zip Lister, which lists this ZIP.',
    )
    expect(leadMapSummary(robertsLead, [...robertsPartners, lister], 25)).toBe(
      'Map: lead in Roberts, WI; 4 partners within 25 miles; nearest Zip Lister, which lists this ZIP.',
    )
  })

  it('says "under 1 mi" for a partner less than a mile away that does not list the ZIP', () => {
    const close = partner({ id: 'c', name: 'Close By', distanceMiles: 0 })
    expect(leadMapSummary(robertsLead, [close, robertsPartners[0]!], 25)).toBe(
      'Map: lead in Roberts, WI; 2 partners within 25 miles; nearest Close By, under 1 mi.',
    )
  })

  it('widens "within" to the farthest partner when a radius reaches beyond the nearby limit', () => {
    const wide = partner({ id: 'w', name: 'Wide Radius Roofing', distanceMiles: 38 })
    expect(leadMapSummary(robertsLead, [wide, robertsPartners[0]!], 25)).toBe(
      'Map: lead in Roberts, WI; 2 partners within 38 miles; nearest Acme Floors, 9 mi.',
    )
    expect(leadMapSummary(robertsLead, [partner({ id: 'o', name: 'One Mile', distanceMiles: 1 })], 1)).toBe(
      'Map: lead in Roberts, WI; 1 partner within 1 mile: One Mile, 1 mi.',
    )
  })

  it('breaks a distance tie in favour of the ZIP lister, then ACTIVE, then card order', () => {
    const paused = partner({ id: 'p', name: 'Paused', status: 'PAUSED', distanceMiles: 4 })
    const active = partner({ id: 'a', name: 'Active', distanceMiles: 4 })
    const secondActive = partner({ id: 'a2', name: 'Active Two', distanceMiles: 4 })
    expect(leadMapSummary(robertsLead, [paused, active, secondActive], 25)).toBe(
      'Map: lead in Roberts, WI; 3 partners within 25 miles; nearest Active, 4 mi.',
    )
    const lister = partner({ id: 'l', name: 'Lister', listsLeadZip: true, distanceMiles: 4 })
    expect(leadMapSummary(robertsLead, [active, lister], 25)).toBe(
      'Map: lead in Roberts, WI; 2 partners within 25 miles; nearest Lister, which lists this ZIP.',
    )
  })
})
