// A time zone's wall clock, read with Intl: the one conversion between instants and local times, and the one way a
// time in a zone is shown (the lead's line, the appointment's label, the dialog's zone).
import { dateFormat } from '../intl-format'

const DAY_MS = 86_400_000
const MINUTE_MS = 60_000

/** The wall-clock date and time in `timeZone` at `instant` (ms), read back as if it were UTC. */
export function wallClockAsUtc(instant: number, timeZone: string): number {
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

/** Local minus UTC, in ms, at that instant. */
function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / MINUTE_MS) * MINUTE_MS
  return wallClockAsUtc(whole, timeZone) - whole
}

/** The earlier instant at which the zone's clock shows `wall` (ms, as if UTC); null in an hour the clocks skip. */
export function instantOfWallClock(wall: number, timeZone: string): number | null {
  // A zone changes its offset at most once in two days, so the offsets a day either side are the only candidates.
  const offsets = new Set([offsetAt(wall - DAY_MS, timeZone), offsetAt(wall + DAY_MS, timeZone)])
  const instants = [...offsets]
    .map((offset) => wall - offset)
    .filter((instant) => wallClockAsUtc(instant, timeZone) === wall)
  return instants.length === 0 ? null : Math.min(...instants)
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
