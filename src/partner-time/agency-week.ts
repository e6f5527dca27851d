// The agency's billing week: Monday 00:00 to the next Monday 00:00 in its time zone (VITE_AGENCY_TIME_ZONE).
// Times are UTC milliseconds; a week is 167, 168 or 169 hours long around a daylight-saving change.
import { dayLabel, wallClockAsUtc } from './wall-clock'

const DAY_MS = 24 * 60 * 60 * 1000

interface LocalDate {
  year: number
  month: number
  day: number
}

function localDate(time: number, timeZone: string): LocalDate {
  const wall = new Date(wallClockAsUtc(time, timeZone))
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() }
}

/** The instant the local date starts (00:00) in `timeZone`. */
function startOfLocalDate({ year, month, day }: LocalDate, timeZone: string): number {
  const wall = Date.UTC(year, month - 1, day)
  // Two passes: the zone's offset at midnight can differ from the offset at the first guess.
  let time = wall - (wallClockAsUtc(wall, timeZone) - wall)
  time = wall - (wallClockAsUtc(time, timeZone) - time)
  return time
}

/** Monday 00:00, agency time, of the week holding `time`. */
export function weekStart(time: number, timeZone: string): number {
  const date = localDate(time, timeZone)
  const daysSinceMonday = (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7
  const monday = new Date(Date.UTC(date.year, date.month - 1, date.day - daysSinceMonday))
  return startOfLocalDate(
    { year: monday.getUTCFullYear(), month: monday.getUTCMonth() + 1, day: monday.getUTCDate() },
    timeZone,
  )
}

/** The next Monday 00:00 after the week holding `time` starts. */
export const nextWeekStart = (time: number, timeZone: string) =>
  weekStart(weekStart(time, timeZone) + 7.5 * DAY_MS, timeZone)

export const previousWeekStart = (time: number, timeZone: string) =>
  weekStart(weekStart(time, timeZone) - 0.5 * DAY_MS, timeZone)

/** Midnight at the end of the `days`-th calendar day after the local date of `time`. */
export function endOfDayAfter(time: number, days: number, timeZone: string): number {
  const date = localDate(time, timeZone)
  const later = new Date(Date.UTC(date.year, date.month - 1, date.day + days + 1))
  return startOfLocalDate(
    { year: later.getUTCFullYear(), month: later.getUTCMonth() + 1, day: later.getUTCDate() },
    timeZone,
  )
}

/** `Mon Nov 23`: the app's one label for an agency day (the date of `time` in the agency's zone), en-US like the bookings'. */
export const agencyDayLabel = (time: number, timeZone: string): string => dayLabel(time, timeZone)
