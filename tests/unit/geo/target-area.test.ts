// @vitest-environment node
// Resolving a partner's free-text Target Area to the centre of that place's ZIPs.
import { describe, expect, it } from 'vitest'
import { placeKey } from '../../../src/geo/place-search'
import { resolveTargetArea } from '../../../src/geo/target-area'
import { lookupZip } from '../../../src/geo/zip-dataset'
import { usZipDataset } from './us-zip-dataset'

const resolve = (area: string, state = '') => resolveTargetArea(usZipDataset(), area, state)
/** Each of `areas` resolves, with no State column, to the place named `label`. */
function expectPlace(label: string, ...areas: string[]) {
  for (const area of areas) expect(resolve(area), area).toMatchObject({ resolved: true, label })
}
const notFound = { resolved: false, problem: 'No place of that name in the US ZIP list for its state.' }

describe('Target Area → place', () => {
  it('"Hudson, WI" is the centre of Hudson’s ZIPs in Wisconsin', () => {
    const hudson = lookupZip(usZipDataset(), '54016')!
    expect(resolve('Hudson, WI')).toEqual({
      resolved: true,
      label: 'Hudson, WI',
      state: 'WI',
      lat: hudson.lat,
      lon: hudson.lon,
    })
  })

  it('averages a place with several ZIPs', () => {
    const dataset = usZipDataset()
    const eauClaire = ['54701', '54702', '54703'].map((zip) => lookupZip(dataset, zip)!)
    const area = resolve('Eau Claire, WI')
    expect(area).toMatchObject({ resolved: true, label: 'Eau Claire, WI' })
    expect(area?.resolved && area.lat).toBeCloseTo(eauClaire.reduce((sum, z) => sum + z.lat, 0) / 3, 6)
  })

  it('"River Falls" takes its state from the State column (code or name)', () => {
    expect(resolve('River Falls', 'WI')).toMatchObject({ resolved: true, label: 'River Falls, WI' })
    expect(resolve('River Falls', 'Wisconsin')).toMatchObject({ resolved: true, label: 'River Falls, WI' })
    expect(resolve('River Falls', 'MN/WI')).toMatchObject({ resolved: true, label: 'River Falls, WI' })
  })

  it('the state in the text wins over the State column', () => {
    expect(resolve('Hudson, NY', 'WI')).toMatchObject({ resolved: true, label: 'Hudson, NY' })
  })

  it('ignores extra text such as "(within 30 miles)", brackets and a trailing " - note"', () => {
    expect(resolve('Hudson, WI (within 30 miles)')).toMatchObject({ resolved: true, label: 'Hudson, WI' })
    expect(resolve('River Falls (within 40 miles)', 'WI')).toMatchObject({ resolved: true, label: 'River Falls, WI' })
    expect(resolve('Tampa, FL [south side] - 30 mile radius')).toMatchObject({ resolved: true, label: 'Tampa, FL' })
  })

  it('accepts case, spacing, "Hudson WI" without a comma, full state names and St./Saint', () => {
    expectPlace('Hudson, WI', '  hudson ,  wi ', 'Hudson WI', 'Hudson, Wisconsin')
    expectPlace('Saint Paul, MN', 'St. Paul, MN')
    expectPlace('Winston-Salem, NC', 'Winston Salem, NC')
  })

  it('reads a place name as Find a place does: accents, apostrophes, dashes and Ft/Mt', () => {
    expectPlace("Coeur d'Alene, ID", 'Coeur d’Alene, ID', 'Coeur dAlene, ID')
    expectPlace('Winston-Salem, NC', 'Winston–Salem, NC', 'Wínston Salem, NC')
    expectPlace('Fort Worth, TX', 'Ft. Worth, TX')
    expectPlace('Mount Pleasant, SC', 'Mt Pleasant, SC')
  })

  it('two places named apart stay unresolved', () => {
    expect(resolve('Hudson/River Falls, WI')).toEqual(notFound)
    expect(resolve('Hudson & River Falls', 'WI')).toEqual(notFound)
  })

  it('a misspelling stays unresolved (and is reported), never guessed', () => {
    expect(resolve('Hudsen, WI')).toEqual(notFound)
    expect(resolve('Rivr Falls', 'WI')).toEqual(notFound)
    expect(resolve('Hudson, MN')).toEqual(notFound)
  })

  it('a name with no state anywhere resolves only when one state has it', () => {
    expect(resolve('Hudson')).toEqual({
      resolved: false,
      problem: 'Several states have a place of that name: add the state ("City, ST").',
    })
    expect(resolve('Somerset', '')).toMatchObject({ resolved: false })
    expect(resolve('Kykotsmovi Village')).toMatchObject({ resolved: true, label: 'Kykotsmovi Village, AZ' })
  })

  it('a blank Target Area is nothing to resolve', () => {
    expect(resolve('')).toBeNull()
    expect(resolve('  (within 30 miles) ')).toBeNull()
  })

  it('a suburb GeoNames files under its post office’s name is unresolved: "Woodbury, MN" ZIPs are "Saint Paul"', () => {
    expect(lookupZip(usZipDataset(), '55125')?.place).toBe('Saint Paul')
    expect(resolve('Woodbury, MN (within 25 miles)', 'MN')).toEqual(notFound)
  })

  it('every place in the dataset resolves from "Place, ST" and from "Place" + its State column', () => {
    const dataset = usZipDataset()
    const failures: string[] = []
    const seen = new Set<string>()
    for (let row = 0; row < dataset.count; row++) {
      const place = dataset.placeNames[dataset.placeOf[row]!]!
      const state = dataset.states[dataset.stateOf[row]!]!
      if (seen.has(`${place}|${state}`)) continue
      seen.add(`${place}|${state}`)
      for (const area of [resolve(`${place}, ${state}`), resolve(place, state)]) {
        if (!area?.resolved || area.state !== state || placeKey(area.label) !== placeKey(`${place}, ${state}`)) {
          failures.push(`${place}, ${state}`)
        }
      }
    }
    expect(seen.size).toBeGreaterThan(25_000)
    expect(failures).toEqual([])
  })
})
