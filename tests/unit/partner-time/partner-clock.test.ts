// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { describePartnerClock } from '../../../src/partner-time/partner-clock'

describe('describePartnerClock', () => {
  it.each([
    // Friday 2026-03-06 16:59 CST / 17:00 CST.
    ['CST', 'Mon-Fri 8-5', '2026-03-06T22:59:00Z', { localTime: '4:59 PM local', openState: 'open' }],
    ['CST', 'Mon-Fri 8-5', '2026-03-06T23:00:00Z', { localTime: '5:00 PM local', openState: 'closed' }],
    // Friday 11:59 PM vs Saturday 00:00 in Chicago.
    ['Central Time', 'Mon-Fri 8-5', '2026-03-07T05:59:00Z', { localTime: '11:59 PM local', openState: 'closed' }],
    ['Central Time', 'Mon-Fri 8-5', '2026-03-07T06:00:00Z', { localTime: '12:00 AM local', openState: 'closed' }],
    // Monday after spring forward: 8:00 AM CDT.
    ['CST', 'M-F 8am-6pm, Sat 9-1', '2026-03-09T13:00:00Z', { localTime: '8:00 AM local', openState: 'open' }],
    ['AZ', '24/7', '2026-03-08T09:00:00Z', { localTime: '2:00 AM local', openState: 'open' }],
    ['Hawaii', 'Sat-Sun 10-2', '2026-03-08T23:59:00Z', { localTime: '1:59 PM local', openState: 'open' }],
    ['America/Anchorage', 'Mon-Fri 8-5', '2026-03-09T16:00:00Z', { localTime: '8:00 AM local', openState: 'open' }],
  ] as const)('%s / %s at %s', (zoneText, hoursText, instant, expected) => {
    expect(describePartnerClock(zoneText, hoursText, new Date(instant))).toEqual(expected)
  })

  it('keeps the local time when the hours cannot be read', () => {
    expect(describePartnerClock('Eastern', 'By appointment', new Date('2026-01-15T20:30:00Z'))).toEqual({
      localTime: '3:30 PM local',
      openState: null,
    })
    expect(describePartnerClock('Eastern', '', new Date('2026-01-15T20:30:00Z'))).toEqual({
      localTime: '3:30 PM local',
      openState: null,
    })
  })

  it('gives nothing when the zone cannot be read, even with readable hours', () => {
    for (const zoneText of ['', 'Central Europe', 'GMT+5', '???']) {
      expect(describePartnerClock(zoneText, 'Mon-Fri 8-5', new Date('2026-01-15T20:30:00Z'))).toEqual({
        localTime: null,
        openState: null,
      })
    }
  })

  it('gives nothing for an invalid Date instead of throwing', () => {
    expect(describePartnerClock('CST', 'Mon-Fri 8-5', new Date(Number.NaN))).toEqual({
      localTime: null,
      openState: null,
    })
  })
})
