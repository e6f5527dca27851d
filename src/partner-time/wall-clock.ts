// A time zone's wall clock, read with Intl: the one conversion from instants to local times, and the one way a
// time in a zone is shown. The ledger script's bundle puts apps-script/src/platform/wall-clock.ts (Utilities.formatDate) in
// its place.
import { dateFormat } from '../intl-format'
import type { DayLabel, WallClockAsUtc } from './zone-clock'

export const wallClockAsUtc: WallClockAsUtc = (instant, timeZone) => {
  const format = dateFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  })
  const part: Record<string, number> = {}
  for (const { type, value } of format.formatToParts(instant)) part[type] = Number(value)
  // Some ICU versions print midnight as "24" even with h23.
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour! % 24, part.minute!, part.second!)
}

/** What a time in a zone shows: `Tue`, `Dec`, `1`, `10:00 AM` and the zone's short name at that instant. */
export interface ZonedTime {
  weekday: string
  month: string
  day: string
  time: string
  /** `CST` in winter, `CDT` in summer, `MST` all year in Phoenix; `GMT-3` where Intl has no name. */
  zone: string
}

/** `instant` on the wall clock of `timeZone` (an IANA name Intl knows, else Intl's RangeError), in en-US. */
export function zonedTime(instant: Date, timeZone: string): ZonedTime {
  const format = dateFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZoneName: 'short',
  })
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {}
  for (const { type, value } of format.formatToParts(instant)) part[type] = value
  return {
    weekday: part.weekday ?? '',
    month: part.month ?? '',
    day: part.day ?? '',
    time: `${part.hour}:${part.minute} ${part.dayPeriod}`,
    zone: part.timeZoneName ?? '',
  }
}

/** `2:05 PM CST`: the time and the zone's short name, with plain spaces. */
export function timeWithZone(instant: Date, timeZone: string): string {
  const { time, zone } = zonedTime(instant, timeZone)
  return `${time} ${zone}`
}

export const dayLabel: DayLabel = (instant, timeZone) => {
  const { weekday, month, day } = zonedTime(new Date(instant), timeZone)
  return `${weekday} ${month} ${day}`
}
