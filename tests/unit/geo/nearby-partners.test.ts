// @vitest-environment node
// Nearby partners for a lead ZIP, from the sheet's ZIP index and resolved Target Areas.
// Distances here are checked against published figures in distance.test.ts; this file is about
// who is listed, why, and in what order.
import { beforeEach, describe, expect, it } from 'vitest'
import { findNearbyPartners, prepareNearbyPartners, stateIndicator } from '../../../src/geo/nearby-partners'
import { sheetGeoReport } from '../../../src/geo/sheet-geo-report'
import type { LoadedSheet } from '../../../src/partners/company'
import { parseSheet } from '../../../src/partners/parse-sheet'
import { searchByZip } from '../../../src/partners/zip-search'
import { nearbyMilesSetting } from '../../../src/content/tool-deployment'
import { distanceMiles } from '../../../src/geo/distance'
import { lookupZip } from '../../../src/geo/zip-dataset'
import { usZipDataset } from './us-zip-dataset'

// Lead: 54025 Somerset, WI. From it: Hudson 54016 10 mi, Houlton 54082 6 mi, New Richmond 54017 7 mi,
// River Falls 54022 19 mi, Prescott 54021 27 mi, Ellsworth 54011 29 mi; Denver 80202 is far away.
let sheet: LoadedSheet
let search: ReturnType<typeof prepareNearbyPartners>
// Parsed in each test, not once at load: StrykerJS's per-test coverage sees only what runs in a test.
beforeEach(() => {
  sheet = parseSheet(
    [
      'Company Name,Status,Target Area,Target_Radius_Mile,State,Zip Codes',
      'Exact Co,Active,,,WI,"54025, 54016"',
      'Hudson Radius Paused,Paused,"Hudson, WI (within 30 miles)",30,WI,80202',
      'River Falls Radius,Active,River Falls,25,WI,80203',
      'Too Small Radius,Active,"Hudson, WI",5,WI,80204',
      'Houlton Paused,Paused,,,WI,"54082, 54022"',
      'Houlton Active,Active,,,WI,54082',
      'New Richmond,Yes,,,MN,"54017"',
      'Prescott,Active,,,WI,54021',
      'Ellsworth,Active,,,,54011',
      'Denver Only,Active,"Denvr, CO",30,CO,"80202, 00000"',
    ].join('\r\n'),
  )
  search = prepareNearbyPartners(usZipDataset(), sheet)
})
const names = (list: { company: { company_name: string } }[]) => list.map((p) => p.company.company_name)

describe('nearby partners', () => {
  it('lists within-radius partners first, then by distance, ACTIVE before PAUSED at equal distance, with the card texts', () => {
    const nearby = findNearbyPartners(search, '54025', 25)
    expect(nearby.map((p) => [p.company.company_name, p.reason])).toEqual([
      ['Hudson Radius Paused', 'Within its 30-mile radius of Hudson, WI'],
      ['River Falls Radius', 'Within its 25-mile radius of River Falls, WI'],
      ['Houlton Active', '6 mi from its nearest listed ZIP 54082'],
      ['Houlton Paused', '6 mi from its nearest listed ZIP 54082'],
      ['New Richmond', '7 mi from its nearest listed ZIP 54017'],
    ])
    expect(nearby[0]).toMatchObject({ kind: 'within-radius', miles: 10, nearestZip: null })
    expect(nearby[2]).toMatchObject({ kind: 'near-listed-zip', miles: 6, nearestZip: '54082' })
  })

  it('leaves out partners that list the lead’s ZIP: they are the exact results', () => {
    expect(searchByZip(sheet, '54025').companies.map((c) => c.company_name)).toEqual(['Exact Co'])
    expect(names(findNearbyPartners(search, '54025', 25))).not.toContain('Exact Co')
  })

  it('finds partners for a ZIP no partner lists', () => {
    expect(searchByZip(sheet, '54023').companies).toEqual([]) // Roberts, WI
    expect(findNearbyPartners(search, '54023', 25).length).toBeGreaterThan(0)
  })

  it('honours the distance limit (VITE_NEARBY_MILES) on rounded miles', () => {
    expect(names(findNearbyPartners(search, '54025', 27))).toContain('Prescott')
    expect(names(findNearbyPartners(search, '54025', 26))).not.toContain('Prescott')
    expect(names(findNearbyPartners(search, '54025', 30))).toEqual(expect.arrayContaining(['Prescott', 'Ellsworth']))
  })

  it('uses the nearest of a partner’s listed ZIPs', () => {
    const houltonPaused = findNearbyPartners(search, '54022', 25).find(
      (p) => p.company.company_name === 'Houlton Paused',
    )
    expect(houltonPaused).toBeUndefined() // it lists 54022 itself: exact match there
    const fromRoberts = findNearbyPartners(search, '54023', 25).find((p) => p.company.company_name === 'Houlton Paused')
    const dataset = usZipDataset()
    const roberts = lookupZip(dataset, '54023')!
    const milesTo = (zip: string) =>
      distanceMiles(roberts.lat, roberts.lon, lookupZip(dataset, zip)!.lat, lookupZip(dataset, zip)!.lon)
    const nearer = milesTo('54082') < milesTo('54022') ? '54082' : '54022'
    expect(fromRoberts).toMatchObject({ nearestZip: nearer, miles: Math.round(milesTo(nearer)) })
    expect(fromRoberts?.reason).toBe(`${Math.round(milesTo(nearer))} mi from its nearest listed ZIP ${nearer}`)
  })

  it('a radius too small or a Target Area that does not resolve adds nothing', () => {
    const list = names(findNearbyPartners(search, '54025', 25))
    expect(list).not.toContain('Too Small Radius')
    expect(list).not.toContain('Denver Only')
  })

  it('returns nothing for a ZIP that is not in the dataset, and is stable across repeated searches', () => {
    expect(findNearbyPartners(search, '99999', 25)).toEqual([])
    const first = findNearbyPartners(search, '54025', 25)
    findNearbyPartners(search, '54023', 25)
    expect(findNearbyPartners(search, '54025', 25)).toEqual(first)
  })
})

describe('state indicator', () => {
  it('"Same state" when the partner’s State matches the lead’s, "Other state" otherwise, nothing without a state', () => {
    expect(stateIndicator('WI', 'WI')).toBe('Same state')
    expect(stateIndicator('Wisconsin', 'WI')).toBe('Same state')
    expect(stateIndicator('MN/WI', 'WI')).toBe('Same state')
    expect(stateIndicator('MN', 'WI')).toBe('Other state')
    expect(stateIndicator('', 'WI')).toBeNull()
    expect(stateIndicator('Midwest', 'WI')).toBeNull()
  })
})

describe('sheet geo report (Admin)', () => {
  it('lists partners whose Target Area did not resolve and sheet ZIPs not in the dataset', () => {
    expect(sheetGeoReport(search)).toEqual({
      unresolvedTargetAreas: [
        {
          position: 9,
          name: 'Denver Only',
          targetArea: 'Denvr, CO',
          problem: 'No place of that name in the US ZIP list for its state.',
        },
      ],
      zipsNotInDataset: [{ zip: '00000', partners: 1 }],
    })
  })
})

describe('VITE_NEARBY_MILES', () => {
  it('defaults to 25 and accepts a positive number', () => {
    expect(nearbyMilesSetting('25')).toBe(25)
    expect(nearbyMilesSetting('40')).toBe(40)
    expect(nearbyMilesSetting('abc')).toBe(25)
    expect(nearbyMilesSetting('-3')).toBe(25)
  })
})
