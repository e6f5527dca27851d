// The ledger script's list of zones is the US ZIP data's, so a lead's zone from its ZIP is always accepted.
import { describe, expect, it } from 'vitest'
import { isKnownTimeZone, US_ZIP_TIME_ZONES } from '../../../src/partner-time/known-zones'
import { usZipDataset } from './us-zip-dataset'

describe('known time zones', () => {
  it('are exactly the zones the US ZIP data uses', () => {
    expect([...new Set(usZipDataset().timeZones)].sort()).toEqual([...US_ZIP_TIME_ZONES])
  })

  it('take the UTC and GMT aliases, and refuse anything else', () => {
    for (const zone of ['UTC', 'GMT', 'Etc/UTC', 'Etc/GMT', 'America/Chicago']) expect(isKnownTimeZone(zone)).toBe(true)
    for (const zone of ['America/Nowhere', 'CST', 'america/chicago', '', null, 5])
      expect(isKnownTimeZone(zone)).toBe(false)
  })
})
