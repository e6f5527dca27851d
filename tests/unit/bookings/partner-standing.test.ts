// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import type { ListedBooking } from '../../../src/bookings/booking'
import { hasUnreadableCap, partnerStandings } from '../../../src/bookings/partner-standing'
import type { Company } from '../../../src/partners/company'
import { parseSheet } from '../../../src/partners/parse-sheet'

const CHICAGO = 'America/Chicago'
const NOW = Date.parse('2026-11-20T18:00:00Z')
const booking = (id: string, partner: string, bookedAt: string): ListedBooking => ({
  id,
  bookedAt,
  partner,
  service: 'Tree Removal',
  zip: '54016',
  garageSize: '',
  status: '',
})
let companies: Company[]
// Parsed in each test, not once at load: StrykerJS's per-test coverage sees only what runs in a test.
beforeEach(() => {
  companies = parseSheet(
    ['Company Name,Zip Codes,Weekly Cap', 'Capped Trees,54016,2', 'Open Trees,54016,'].join('\n'),
  ).companies
})

describe('a partner’s standing', () => {
  it('a partner without bookings has an empty week and was booked least recently of all (-Infinity)', () => {
    const standingOf = partnerStandings([booking('a', 'Open Trees', '2026-11-10T15:00:00Z')], companies, NOW, CHICAGO)
    expect(standingOf('Capped Trees')).toEqual({ bookedThisWeek: 0, lastBookedAt: -Infinity, cap: 2, full: false })
    expect(standingOf('Nobody')).toEqual({ bookedThisWeek: 0, lastBookedAt: -Infinity, cap: null, full: false })
    // The same partner for the counts as for the quote's recipient: inner spaces collapse too.
    expect(standingOf(' OPEN   trees ')).toEqual(standingOf('Open Trees'))
    expect(standingOf(' open trees ')).toEqual({
      bookedThisWeek: 0,
      lastBookedAt: Date.parse('2026-11-10T15:00:00Z'),
      cap: null,
      full: false,
    })
  })

  it('a Weekly Cap of only spaces is blank, not unreadable', () => {
    for (const cap of ['', '   ', ' 3 ']) expect(hasUnreadableCap({ weekly_cap: cap }), cap).toBe(false)
    for (const cap of [' two ', '0', '2.5']) expect(hasUnreadableCap({ weekly_cap: cap }), cap).toBe(true)
  })
})

describe('a held booking', () => {
  it('fills no cap: a partner at its cap but for a held booking is not full', () => {
    const bookings: ListedBooking[] = [
      booking('a', 'Capped Trees', '2026-11-18T15:00:00Z'),
      { ...booking('b', 'Capped Trees', '2026-11-19T15:00:00Z'), held: "held: Sam's daily limit of 40 reached" },
    ]
    expect(partnerStandings(bookings, companies, NOW, CHICAGO)('Capped Trees')).toMatchObject({
      bookedThisWeek: 1,
      full: false,
    })
    bookings[1] = booking('b', 'Capped Trees', '2026-11-19T15:00:00Z')
    expect(partnerStandings(bookings, companies, NOW, CHICAGO)('Capped Trees')).toMatchObject({ full: true })
  })
})
