import { describe, expect, it } from 'vitest'
import { coverageLine, statesOfZips } from '../../../src/tool/partners/card/partner-coverage'
import { usZipDataset } from '../geo/us-zip-dataset'

describe("a found partner's coverage line", () => {
  it('names how many ZIPs it lists, in which states (most ZIPs first), and its Target Area with radius', () => {
    const zips = ['54016', '54022', '55001']
    const states = statesOfZips(usZipDataset(), zips)
    expect(states).toEqual(['WI', 'MN'])
    expect(coverageLine({ target_area: 'Hudson, WI', target_radius_miles: 30 }, zips, states)).toBe(
      'Lists 3 ZIPs in WI, MN · Target Area Hudson, WI, 30 mi',
    )
  })

  it('leaves out what it does not know', () => {
    expect(statesOfZips(null, ['54016'])).toEqual([])
    expect(coverageLine({ target_area: '', target_radius_miles: null }, ['54016'], [])).toBe('Lists 1 ZIP')
    expect(coverageLine({ target_area: 'Saint Paul', target_radius_miles: null }, [], [])).toBe(
      'Lists no ZIPs · Target Area Saint Paul',
    )
  })
})
