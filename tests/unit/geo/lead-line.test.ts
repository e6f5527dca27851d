// @vitest-environment node
// The lead's line at fixed instants: its local time and zone abbreviation come from the ZIP's build-time time zone.
import { describe, expect, it } from 'vitest'
import { leadLine } from '../../../src/geo/lead-details'
import { lookupZip } from '../../../src/geo/zip-dataset'
import { usZipDataset } from './us-zip-dataset'

const place = (zip: string) => lookupZip(usZipDataset(), zip)!
/** The line's last part, its time in the ZIP's zone. */
const timeAt = (zip: string, iso: string) => leadLine(place(zip), new Date(iso)).split(' · ').at(-1)

const WINTER = '2026-01-12T20:05:00Z'
const SUMMER = '2026-07-13T19:05:00Z'

describe('lead line: "{ZIP} · {Place}, {ST} · {h:mm AM/PM} {zone abbreviation}"', () => {
  it('reads "54025 · Somerset, WI · 2:05 PM CST" on a winter afternoon', () => {
    expect(leadLine(place('54025'), new Date(WINTER))).toBe('54025 · Somerset, WI · 2:05 PM CST')
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
