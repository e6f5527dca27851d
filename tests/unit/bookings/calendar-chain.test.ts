// @vitest-environment node
// A booking's calendar identity: its chain's first booking's ID for the UID, and the SEQUENCE it is sent with.
import { describe, expect, it } from 'vitest'
import { calendarChainOf, type ChainLink } from '../../../src/bookings/calendar-chain'

/** Bookings by ID, as the Bookings tab would answer them. */
const tab =
  (rows: Record<string, Partial<ChainLink>>) =>
  (id: string): ChainLink | null =>
    rows[id] ? { rebookOf: '', calendarSequence: '', ...rows[id] } : null

describe('calendarChainOf', () => {
  it('a booking that rebooks none is its own first booking, SEQUENCE 0', () => {
    expect(calendarChainOf('a', tab({ a: {} }))).toEqual({ firstBookingId: 'a', sequence: 0 })
  })

  it('a chain of two and of three: the first booking’s ID, one more each new time', () => {
    const rows = tab({ a: {}, b: { rebookOf: 'a' }, c: { rebookOf: 'b' } })
    expect(calendarChainOf('b', rows)).toEqual({ firstBookingId: 'a', sequence: 1 })
    expect(calendarChainOf('c', rows)).toEqual({ firstBookingId: 'a', sequence: 2 })
  })

  it('keeps a written Calendar Sequence, and counts one more than the earlier booking’s as written', () => {
    const rows = tab({ a: {}, b: { rebookOf: 'a', calendarSequence: '4' }, c: { rebookOf: 'b' } })
    expect(calendarChainOf('b', rows).sequence).toBe(4)
    expect(calendarChainOf('c', rows).sequence).toBe(5)
    const typedOver = tab({ a: {}, b: { rebookOf: 'a', calendarSequence: 'moved' }, c: { rebookOf: 'b' } })
    expect(calendarChainOf('c', typedOver).sequence).toBe(2)
  })

  it('an earlier booking no row holds still names the UID; a loop typed by hand ends the walk', () => {
    expect(calendarChainOf('b', tab({ b: { rebookOf: ' gone ' } }))).toEqual({ firstBookingId: 'gone', sequence: 1 })
    const loop = tab({ a: { rebookOf: 'b' }, b: { rebookOf: 'a' } })
    expect(calendarChainOf('a', loop)).toEqual({ firstBookingId: 'b', sequence: 1 })
  })
})
