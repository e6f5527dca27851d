import { describe, expect, it } from 'vitest'
import { parseSheet } from '../../../src/partners/parse-sheet'
import { partnerSummary } from '../../../src/tool/partners/card/partner-summary'
import { FIXTURE_FLOORS_SUMMARY_54016, FIXTURE_TREES_SUMMARY_54016 } from '../../support/fixture-summaries'
import { fixtureCsv } from './render-tool'

const [floors, trees, painting] = parseSheet(fixtureCsv).companies

describe('copy summary', () => {
  it('has name, status, category, estimator, email, prices per car size, schedule link and the ZIP searched', () => {
    expect(partnerSummary(floors!, { zipSearched: '54016' })).toBe(FIXTURE_FLOORS_SUMMARY_54016.join('\n'))
  })

  it('leaves out what the partner does not have', () => {
    expect(partnerSummary(trees!, { zipSearched: '54016' })).toBe(FIXTURE_TREES_SUMMARY_54016.join('\n'))
    expect(partnerSummary(painting!, { zipSearched: '' })).toBe(
      ['Fixture Painting (ACTIVE)', 'Service: Exterior Painting', 'Estimator: Tess Test'].join('\n'),
    )
  })

  it('starts with the lead line, then a Lead: block of the details typed, before the partner', () => {
    const lead = {
      name: ' Jane Roe ',
      phone: '715-555-0100',
      email: '',
      address: '12 Main St, Hudson, WI 54016',
      notes: '',
    }
    expect(partnerSummary(trees!, { zipSearched: '54016', leadLine: '54016 · Hudson, WI · 9:05 AM CST', lead })).toBe(
      [
        '54016 · Hudson, WI · 9:05 AM CST',
        'Lead:',
        'Name: Jane Roe',
        'Phone: 715-555-0100',
        'Address: 12 Main St, Hudson, WI 54016',
        ...FIXTURE_TREES_SUMMARY_54016,
      ].join('\n'),
    )
    const blank = { name: ' ', phone: '', email: '', address: '', notes: '' }
    expect(partnerSummary(painting!, { lead: blank })).toBe(partnerSummary(painting!))
  })

  it('with a garage size chosen, gives that size’s price only', () => {
    const summary = partnerSummary(floors!, { zipSearched: '54016', garageSize: '2-car' })
    expect(summary.split('\n')).toContain('Price (2-car): $3,900')
    expect(summary).not.toContain('Pricing:')
    expect(summary).not.toContain('$2,950')
    expect(partnerSummary(floors!, { zipSearched: '54016', garageSize: '3-car' })).toContain('Price (3-car): $5,100')
    // A partner without that price gets no price line.
    expect(partnerSummary(trees!, { zipSearched: '54016', garageSize: '2-car' })).not.toContain('Price')
  })
})
