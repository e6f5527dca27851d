// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { resolveTimeZone } from '../../../src/partner-time/time-zone'
import { itReadsAsNull } from './reads-as-null'

// The IANA names the spellings must resolve to, written out here so a wrong mapping in the source cannot hide.
const [CHICAGO, NEW_YORK, DENVER, LOS_ANGELES] = [
  'America/Chicago',
  'America/New_York',
  'America/Denver',
  'America/Los_Angeles',
]
const [PHOENIX, HONOLULU, ANCHORAGE] = ['America/Phoenix', 'Pacific/Honolulu', 'America/Anchorage']

describe('resolveTimeZone: US spellings setters type, with noise, and IANA names', () => {
  it.each([
    ['CST', CHICAGO],
    ['CDT', CHICAGO],
    ['CT', CHICAGO],
    ['Central', CHICAGO],
    ['Central Time', CHICAGO],
    ['Central Standard Time', CHICAGO],
    ['Central Daylight Time', CHICAGO],
    ['EST', NEW_YORK],
    ['EDT', NEW_YORK],
    ['ET', NEW_YORK],
    ['Eastern', NEW_YORK],
    ['Eastern Time', NEW_YORK],
    ['Eastern Standard Time', NEW_YORK],
    ['MST', DENVER],
    ['MDT', DENVER],
    ['MT', DENVER],
    ['Mountain', DENVER],
    ['Mountain Time', DENVER],
    ['PST', LOS_ANGELES],
    ['PDT', LOS_ANGELES],
    ['PT', LOS_ANGELES],
    ['Pacific', LOS_ANGELES],
    ['Pacific Time', LOS_ANGELES],
    ['AZ', PHOENIX],
    ['Arizona', PHOENIX],
    ['Arizona Time', PHOENIX],
    ['Hawaii', HONOLULU],
    ['HST', HONOLULU],
    ['Alaska', ANCHORAGE],
    ['AKST', ANCHORAGE],
    ['AKT', ANCHORAGE],
    // Tolerated noise: case, spacing, dots, both halves of a pair, a bracketed aside.
    ['cst', CHICAGO],
    ['  CST  ', CHICAGO],
    ['C.S.T.', CHICAGO],
    ['c.t.', CHICAGO],
    ['central   time', CHICAGO],
    ['CENTRAL TIME', CHICAGO],
    ['Central Time (US)', CHICAGO],
    ['Central Time (US & Canada)', CHICAGO],
    ['Eastern Time (US and Canada)', NEW_YORK],
    ['Pacific (US)', LOS_ANGELES],
    ['\tEastern\n', NEW_YORK],
    ['P.S.T', LOS_ANGELES],
    ['CST/CDT', CHICAGO],
    ['EST / EDT', NEW_YORK],
    ['Central (CST)', CHICAGO],
    ['Mountain (MT)', DENVER],
    // IANA names, in any case.
    ['America/Chicago', CHICAGO],
    ['america/chicago', CHICAGO],
    ['AMERICA/NEW_YORK', NEW_YORK],
    [' America/Denver ', DENVER],
    ['America/Phoenix', PHOENIX],
    ['Pacific/Honolulu', HONOLULU],
    ['America/Anchorage', ANCHORAGE],
    ['Europe/Berlin', 'Europe/Berlin'],
    ['UTC', 'UTC'],
  ])('%j → %s', (text, zone) => {
    expect(resolveTimeZone(text)).toBe(zone)
  })
})

describe('resolveTimeZone: IANA names', () => {
  it('accepts IANA links such as US/Central, in a spelling Intl understands', () => {
    const zone = resolveTimeZone('US/Central')
    expect(zone).not.toBeNull()
    const at = new Date('2026-07-01T17:00:00Z')
    const wall = (timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone, timeStyle: 'short' }).format(at)
    expect(wall(zone ?? '')).toBe(wall(CHICAGO))
  })

  it('reads EST/MST/HST as US locations, not as the fixed-offset IANA legacy zones', () => {
    // Intl alone takes "EST" as a fixed UTC−5 zone; New York is on EDT (UTC−4) in July.
    const july = new Date('2026-07-01T16:00:00Z')
    const hour = (timeZone: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(july)
    expect(hour(resolveTimeZone('EST') ?? '')).toBe('12')
    expect(hour(resolveTimeZone('MST') ?? '')).toBe('10') // Denver, MDT
  })
})

describe('resolveTimeZone: unrecognised text is null', () => {
  const unrecognised = [
    '',
    '   ',
    '???',
    'Central Europe',
    'Central European Time',
    'CET',
    'GMT+5',
    'UTC-6',
    '-05:00',
    'GMT',
    'Time',
    'Chicago',
    'America/Chicagoo',
    'Mars/Olympus_Mons',
    'America/',
    '/America/Chicago',
    '../../etc/passwd',
    'EST/CST',
    'Central (Eastern)',
    'Central Time Zone maybe',
    'PST8PDT',
    'Navajo',
    'x'.repeat(1000),
  ]
  itReadsAsNull(resolveTimeZone, unrecognised, [undefined, null, 42])
})
