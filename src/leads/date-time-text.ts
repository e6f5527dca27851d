// The date-time texts the lead queue reads: ISO 8601 with a date and a time, e.g. `2026-11-23T10:15:00-06:00`.
import { instantOfWallClock } from '../partner-time/wall-clock-instant'

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i

const MINUTE_MS = 60_000

/** Minutes east of UTC for `Z`, `+05`, `-0600` or `-06:00`; null for an offset no zone has. */
function offsetMinutes(zone: string): number | null {
  if (zone.toUpperCase() === 'Z') return 0
  const digits = zone.slice(1).replace(':', '')
  const hours = Number(digits.slice(0, 2))
  const minutes = Number(digits.slice(2) || '0')
  if (hours > 14 || minutes > 59) return null
  return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes)
}

/**
 * The instant a date-time text names. A text without a zone is read on `unzonedTimeZone`'s clock, or refused
 * when that is null; a date that does not exist (31 Feb, 25:00, an hour the clocks skip) is refused.
 */
export function instantOfDateTimeText(text: string, unzonedTimeZone: string | null): number | null {
  const match = DATE_TIME.exec(text.trim())
  if (!match) return null
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? '0')) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const milliseconds = Math.floor(Number(`0.${match[7] ?? '0'}`) * 1000)
  const wall = Date.UTC(year, month - 1, day, hour, minute, second)
  const read = new Date(wall)
  const exists =
    read.getUTCFullYear() === year &&
    read.getUTCMonth() === month - 1 &&
    read.getUTCDate() === day &&
    read.getUTCHours() === hour &&
    read.getUTCMinutes() === minute &&
    read.getUTCSeconds() === second
  if (!exists) return null
  const zone = match[8]
  if (zone === undefined) {
    const instant = unzonedTimeZone === null ? null : instantOfWallClock(wall, unzonedTimeZone)
    return instant === null ? null : instant + milliseconds
  }
  const offset = offsetMinutes(zone)
  return offset === null ? null : wall - offset * MINUTE_MS + milliseconds
}
