// @vitest-environment node
// Mark booked's line for a rebook row: the day the earlier quote was booked, on the agency's wall clock.
import { describe, expect, it } from 'vitest'
import { rebookLineOf } from '../../../../src/tool/leads/use-queue-lead-to-book'

describe('rebookLineOf', () => {
  it('names the agency day the earlier quote was booked', () => {
    const lead = { rebookOf: 'earlier', rebookBookedAt: '2026-12-01T03:30:00.000Z' }
    // 9:30 PM on Monday in Chicago, already Tuesday in UTC.
    expect(rebookLineOf(lead, 'America/Chicago')).toBe('New time for the quote booked Mon Nov 30.')
    expect(rebookLineOf(lead, 'America/New_York')).toBe('New time for the quote booked Mon Nov 30.')
    expect(rebookLineOf(lead, 'UTC')).toBe('New time for the quote booked Tue Dec 1.')
  })

  it('says nothing for a lead that rebooks nothing, or without a Booked At', () => {
    expect(rebookLineOf({ rebookBookedAt: '2026-12-01T03:30:00.000Z' }, 'America/Chicago')).toBeNull()
    expect(rebookLineOf({ rebookOf: 'earlier' }, 'America/Chicago')).toBeNull()
    expect(rebookLineOf({ rebookOf: 'earlier', rebookBookedAt: '' }, 'America/Chicago')).toBeNull()
  })
})
