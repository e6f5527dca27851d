import { isOpenAt, parseBusinessHours } from './business-hours'
import { formatPartnerLocalTime } from './local-time'
import { resolveTimeZone } from './time-zone'

export type PartnerClock = {
  localTime: string | null
  openState: 'open' | 'closed' | null
}

/** Never throws: an unreadable cell gives nulls. */
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
