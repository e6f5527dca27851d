import { isOpenAt, parseBusinessHours } from './business-hours'
import { formatPartnerLocalTime } from './local-time'
import { resolveTimeZone } from './time-zone'

export type PartnerClock = {
  /** "3:42 PM local", or null when the Time Zone cell can't be read. */
  localTime: string | null
  /** null when the Time Zone or the Hours cell can't be read. */
  openState: 'open' | 'closed' | null
}

/** The partner's local time and open state from the sheet's free-text cells. Never throws. */
export function describePartnerClock(timeZoneText: string, hoursText: string, now: Date): PartnerClock {
  const timeZone = resolveTimeZone(timeZoneText)
  if (timeZone === null || !(now instanceof Date) || Number.isNaN(now.getTime())) {
    return { localTime: null, openState: null }
  }
  try {
    const localTime = formatPartnerLocalTime(timeZone, now)
    const hours = parseBusinessHours(hoursText)
    const openState = hours === null ? null : isOpenAt(hours, timeZone, now) ? 'open' : 'closed'
    return { localTime, openState }
  } catch {
    return { localTime: null, openState: null }
  }
}
