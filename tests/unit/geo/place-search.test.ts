// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { findPlaces, placeIndexFor, placePartnerCounts, zipsOfPlace } from '../../../src/geo/place-search'
import type { LoadedSheet } from '../../../src/partners/company'
import { parseSheet } from '../../../src/partners/parse-sheet'
import { usZipDataset } from './us-zip-dataset'

const dataset = usZipDataset()
const index = placeIndexFor(dataset)
const noPartners = { partners: new Int32Array(index.places.length), paused: new Int32Array(index.places.length) }
const names = (text: string, counts = noPartners, limit = 8) =>
  findPlaces(index, counts, text, limit).map((match) => `${match.place.name}, ${match.place.state}`)

// One partner lists a Hudson, WI ZIP and a Hudson Falls, NY one; another lists Hudson, WI too.
let sheet: LoadedSheet
let counts: Int32Array
let paused: Int32Array
// Parsed in each test, not once at load: StrykerJS's per-test coverage sees only what runs in a test.
beforeEach(() => {
  sheet = parseSheet(
    ['company_name,zip codes', 'Hudson Floors,54016 12839', 'River Trees,54016', 'Saint Paul Paint,55101 55102'].join(
      '\n',
    ),
  )
  counts = placePartnerCounts(index, sheet.zipIndex, sheet.companies.length)
  // River Trees is PAUSED in this test's reading: counted apart, as the Find box says "2 partners, 1 paused".
  paused = placePartnerCounts(index, sheet.zipIndex, sheet.companies.length, (at) => at === 1)
})

describe('place matching', () => {
  it('ignores case, accents and punctuation', () => {
    expect(names('HUDSON, wi')).toEqual(['Hudson, WI'])
    expect(names('Hudsón, WI')).toEqual(['Hudson, WI'])
    expect(names('winston salem')).toEqual(['Winston-Salem, NC'])
    expect(names('coeur dalene')).toContain("Coeur d'Alene, ID")
  })

  it('knows St/Saint, Ft/Fort and Mt/Mount, written with or without a dot', () => {
    expect(names('st paul, mn')).toEqual(['Saint Paul, MN', 'Saint Paul Park, MN', 'South Saint Paul, MN'])
    expect(names('St. Paul MN')[0]).toBe('Saint Paul, MN')
    expect(names('ft myers')[0]).toBe('Fort Myers, FL')
    expect(names('Mt Vernon, WA')).toEqual(['Mount Vernon, WA'])
  })

  it('still offers plain prefixes while an abbreviation is being typed: "st" may be Saint or Sterling', () => {
    const offered = names('st', noPartners, 100_000)
    expect(offered).toContain('Saint Paul, MN')
    expect(offered).toContain('Sterling, VA')
  })

  it('filters by a state after a comma, a partial one, or one at the end', () => {
    expect(names('hudson, w')).toEqual(['Hudson, WI', 'Hudson, WY'])
    expect(names('saint paul mn')[0]).toBe('Saint Paul, MN')
    expect(names('hudson, xx')).toEqual([])
  })
})

describe('place ranking', () => {
  it('counts distinct partners per place', () => {
    const hudsonWi = index.places.findIndex((place) => place.name === 'Hudson' && place.state === 'WI')
    expect(counts[hudsonWi]).toBe(2)
    const saintPaul = index.places.findIndex((place) => place.name === 'Saint Paul' && place.state === 'MN')
    expect(counts[saintPaul]).toBe(1)
  })

  it('puts exact names first, then prefixes, then later words; within each, places partners serve', () => {
    const matches = findPlaces(index, { partners: counts, paused }, 'hudson', 100)
    expect(matches[0]).toMatchObject({ place: { name: 'Hudson', state: 'WI' }, kind: 'exact', partners: 2, paused: 1 })
    const kinds = matches.map((match) => match.kind)
    expect(kinds.lastIndexOf('exact')).toBeLessThan(kinds.indexOf('prefix'))
    expect(kinds.lastIndexOf('prefix')).toBeLessThan(kinds.indexOf('word'))
    const prefixes = matches.filter((match) => match.kind === 'prefix')
    expect(prefixes[0]).toMatchObject({ place: { name: 'Hudson Falls', state: 'NY' }, partners: 1 })
    expect(prefixes.slice(1).every((match) => match.partners === 0)).toBe(true)
    // Without partners the same tier is alphabetical.
    expect(names('hudson').slice(0, 3)).toEqual(['Hudson, CO', 'Hudson, FL', 'Hudson, IA'])
  })

  it('is built once per dataset', () => {
    expect(placeIndexFor(dataset)).toBe(index)
  })
})

describe('a place with several ZIPs', () => {
  it('lists its ZIPs, ascending, each with how many partners list it', () => {
    const saintPaul = index.places.find((place) => place.name === 'Saint Paul' && place.state === 'MN')!
    const zips = zipsOfPlace(index, saintPaul, sheet.zipIndex)
    expect(zips.length).toBeGreaterThan(10)
    expect(zips.slice(0, 3)).toEqual([
      { zip: '55101', partners: 1 },
      { zip: '55102', partners: 1 },
      { zip: '55103', partners: 0 },
    ])
    const hudsonWi = index.places.find((place) => place.name === 'Hudson' && place.state === 'WI')!
    expect(zipsOfPlace(index, hudsonWi, sheet.zipIndex)).toEqual([{ zip: '54016', partners: 2 }])
  })
})
