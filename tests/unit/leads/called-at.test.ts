// When an outcome's call was made: the setter's calledAt, kept between the lead's latest known time and now.
import { describe, expect, it } from 'vitest'
import { readCalledAt } from '../../../src/leads/outcome-request'

const NOW = Date.parse('2026-11-24T16:00:00Z')
const EARLIEST = Date.parse('2026-11-24T14:00:00Z')

describe('readCalledAt', () => {
  it('is now when the outcome carries none', () => {
    for (const calledAt of [undefined, null, ''])
      expect(readCalledAt(calledAt, EARLIEST, NOW), String(calledAt)).toEqual({ at: NOW })
  })

  it('is the time pressed, read with its offset, when it falls between the earliest and now', () => {
    expect(readCalledAt('2026-11-24T09:40:00-06:00', EARLIEST, NOW)).toEqual({ at: Date.parse('2026-11-24T15:40:00Z') })
  })

  it('is never before the earliest, nor after now', () => {
    expect(readCalledAt('2026-11-24T13:59:59Z', EARLIEST, NOW)).toEqual({ at: EARLIEST })
    expect(readCalledAt('2026-11-24T16:00:01Z', EARLIEST, NOW)).toEqual({ at: NOW })
    expect(readCalledAt('2026-11-24T15:00:00Z', NOW + 1, NOW)).toEqual({ at: NOW })
  })

  it('refuses a text without its zone, a text that is no date-time, and a number', () => {
    for (const calledAt of ['2026-11-24T15:00:00', 'yesterday', 1_764_000_000_000, {}])
      expect(readCalledAt(calledAt, EARLIEST, NOW), JSON.stringify(calledAt)).toEqual({
        refused: 'calledAt is not a date-time with its zone',
      })
  })
})
