import { describe, expect, it } from 'vitest'
import { dayAndTime, nextCallingOpening } from '../../../../src/tool/leads/next-call'

const CHICAGO = 'America/Chicago'

describe('the next call on the lead’s clock', () => {
  it('keeps a time inside calling hours', () => {
    const wednesdayAt4pm = Date.parse('2026-11-25T22:00:00Z')
    expect(nextCallingOpening(wednesdayAt4pm, '', CHICAGO)).toBe(wednesdayAt4pm)
  })

  it('moves a time after calling hours to their next opening, the next morning', () => {
    const wednesdayAt10pm = Date.parse('2026-11-26T04:00:00Z')
    const opening = nextCallingOpening(wednesdayAt10pm, '', CHICAGO)
    expect(new Date(opening).toISOString()).toBe('2026-11-26T14:00:00.000Z')
    expect(dayAndTime(opening, CHICAGO)).toBe('Thu 8:00 AM')
  })

  it('moves a time before calling hours to that morning’s opening', () => {
    const thursdayAt6am = Date.parse('2026-11-26T12:00:30Z')
    expect(dayAndTime(nextCallingOpening(thursdayAt6am, '', CHICAGO), CHICAGO)).toBe('Thu 8:00 AM')
  })
})
