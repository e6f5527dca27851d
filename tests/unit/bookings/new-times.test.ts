// The rule of a new time: one billed quote per appointment chain and partner.
import { describe, expect, it } from 'vitest'
import { isNewTime, isRescheduled, movedText, standsBilled } from '../../../src/bookings/new-times'

const earlier = { partner: 'Hudson Garage Floors LLC', status: '', emailStatus: 'Sent', refundDecision: '' }

describe('a new time', () => {
  it('of the same partner (by name, case and spaces ignored) while the earlier quote stands billed', () => {
    expect(isNewTime(' hudson  garage floors llc', earlier)).toBe(true)
    expect(isNewTime('Hudson Garage Floors LLC', { ...earlier, status: 'Rescheduled' })).toBe(true)
    expect(isNewTime('Two Address Painting', earlier)).toBe(false)
    expect(isNewTime('Hudson Garage Floors LLC', null)).toBe(false)
  })

  it('is billed once the earlier quote is withdrawn, refunded in Admin or held', () => {
    for (const status of ['Cancelled', 'Canceled', ' refunded '])
      expect(standsBilled({ ...earlier, status })).toBe(false)
    expect(standsBilled({ ...earlier, refundDecision: 'Approved' })).toBe(false)
    expect(standsBilled({ ...earlier, refundDecision: 'Declined' })).toBe(true)
    expect(standsBilled({ ...earlier, emailStatus: "held: Alex's daily limit of 40 reached" })).toBe(false)
  })

  it('moves the earlier booking: its pages say where', () => {
    expect(isRescheduled(' re scheduled')).toBe(true)
    expect(isRescheduled('')).toBe(false)
    expect(movedText('Thu Dec 3, 10:00 AM CST')).toBe('This appointment was moved to Thu Dec 3, 10:00 AM CST.')
    expect(movedText('')).toBe('This appointment was moved.')
  })
})
