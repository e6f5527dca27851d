// @vitest-environment node
// The lead's local time and zone abbreviation at fixed instants, from the ZIP's build-time time zone.
import { describe, expect, it } from 'vitest'
import { formatLeadLocalTime, leadLine } from '../../../src/geo/lead-time'
import { lookupZip } from '../../../src/geo/zip-dataset'
import { usZipDataset } from './us-zip-dataset'

const place = (zip: string) => lookupZip(usZipDataset(), zip)!
const timeAt = (zip: string, iso: string) => formatLeadLocalTime(place(zip).timeZone, new Date(iso))

const WINTER = '2026-01-12T20:05:00Z'
const SUMMER = '2026-07-13T19:05:00Z'

describe('lead line: "{ZIP} · {Place}, {ST} · {h:mm AM/PM} {zone abbreviation}"', () => {
  it('reads "54025 · Somerset, WI · 2:05 PM CST" on a winter afternoon', () => {
    expect(leadLine(place('54025'), new Date(WINTER))).toBe('54025 · Somerset, WI · 2:05 PM CST')
  })

  it('uses a plain space before AM/PM and no leading zero', () => {
    expect(timeAt('54025', '2026-01-12T15:07:00Z')).toBe('9:07 AM CST')
    expect(timeAt('54025', '2026-01-13T05:59:00Z')).toBe('11:59 PM CST')
    expect(timeAt('54025', '2026-01-13T06:00:00Z')).toBe('12:00 AM CST')
  })

  it('follows DST in Chicago: 1:59 AM CST, then 3:00 AM CDT on 8 March 2026; back to CST on 1 November', () => {
    expect(timeAt('54025', '2026-03-08T07:59:00Z')).toBe('1:59 AM CST')
    expect(timeAt('54025', '2026-03-08T08:00:00Z')).toBe('3:00 AM CDT')
    expect(timeAt('54025', '2026-11-01T06:59:00Z')).toBe('1:59 AM CDT')
    expect(timeAt('54025', '2026-11-01T07:00:00Z')).toBe('1:00 AM CST')
  })

  it('keeps Arizona on MST all year, but the Navajo Nation observes DST', () => {
    expect(place('85001')).toMatchObject({ place: 'Phoenix', state: 'AZ', timeZone: 'America/Phoenix' })
    expect(timeAt('85001', WINTER)).toBe('1:05 PM MST')
    expect(timeAt('85001', SUMMER)).toBe('12:05 PM MST')
    // Tonalea (Navajo Nation) is on Mountain time with DST; Kykotsmovi Village (Hopi) is not.
    expect(timeAt('86044', SUMMER)).toBe('1:05 PM MDT')
    expect(timeAt('86039', SUMMER)).toBe('12:05 PM MST')
  })

  it('shows HST for Hawaii all year and AKST / AKDT for Alaska', () => {
    expect(timeAt('96813', WINTER)).toBe('10:05 AM HST')
    expect(timeAt('96813', SUMMER)).toBe('9:05 AM HST')
    expect(timeAt('99501', WINTER)).toBe('11:05 AM AKST')
    expect(timeAt('99501', SUMMER)).toBe('11:05 AM AKDT')
  })

  it('puts western Kentucky on Central time and Louisville on Eastern', () => {
    expect(place('42001')).toMatchObject({ place: 'Paducah', state: 'KY' })
    expect(timeAt('42001', WINTER)).toBe('2:05 PM CST')
    expect(timeAt('42101', WINTER)).toBe('2:05 PM CST') // Bowling Green
    expect(timeAt('40202', WINTER)).toBe('3:05 PM EST') // Louisville
  })

  it('puts the Florida panhandle west of the Apalachicola on Central time and Tallahassee on Eastern', () => {
    expect(timeAt('32401', WINTER)).toBe('2:05 PM CST') // Panama City
    expect(timeAt('32501', WINTER)).toBe('2:05 PM CST') // Pensacola
    expect(timeAt('32424', WINTER)).toBe('2:05 PM CST') // Blountstown
    expect(timeAt('32301', WINTER)).toBe('3:05 PM EST') // Tallahassee
    expect(timeAt('33101', SUMMER)).toBe('3:05 PM EDT') // Miami
  })
})
