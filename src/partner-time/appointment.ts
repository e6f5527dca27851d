// The Mark booked dialog's appointment: a datetime-local value read as wall time in the lead's zone (Intl only).
import { zonedTime } from './wall-clock'
import { instantOfWallClock } from './wall-clock-instant'

export type AppointmentProblem = 'no-zone' | 'empty' | 'past' | 'skipped'

export type AppointmentReading = { ok: true; iso: string; label: string } | { ok: false; problem: AppointmentProblem }

const MINUTE = 60_000

// What <input type="datetime-local"> gives: `2026-12-01T10:00`, seconds only when its step asks for them.
const LOCAL_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/

/** `value` read in `timeZone` (an IANA name; null when the lead's zone is unknown); ok only when strictly after `now`. */
export function readAppointment(value: string, timeZone: string | null, now: Date): AppointmentReading {
  if (timeZone === null) return { ok: false, problem: 'no-zone' }
  const wall = wallTimeOf(value)
  if (wall === null) return { ok: false, problem: 'empty' }
  let instant: number | null
  try {
    instant = instantOfWallClock(wall, timeZone)
  } catch {
    // A zone name this browser's Intl does not know is no zone at all.
    return { ok: false, problem: 'no-zone' }
  }
  if (instant === null) return { ok: false, problem: 'skipped' }
  if (!(instant > now.getTime())) return { ok: false, problem: 'past' }
  return { ok: true, iso: isoWithOffset(wall, wall - instant), label: appointmentLabel(new Date(instant), timeZone) }
}

/** `Tue Dec 1, 10:00 AM CST`; a zone Intl only knows by offset reads `GMT-3`. */
function appointmentLabel(instant: Date, timeZone: string): string {
  const { weekday, month, day, time, zone } = zonedTime(instant, timeZone)
  return `${weekday} ${month} ${day}, ${time} ${zone}`
}

/** The zone's short name at that instant ("CST" in winter, "CDT" in summer, "MST" all year in Phoenix). */
const zoneAbbreviation = (instant: Date, timeZone: string): string => zonedTime(instant, timeZone).zone

/** The zone's short name at the wall time entered (past or future), or at `now` while nothing readable is entered. */
export function zoneAtEntered(value: string, timeZone: string, now: Date): string {
  const reading = readAppointment(value, timeZone, new Date(0))
  return zoneAbbreviation(reading.ok ? new Date(reading.iso) : now, timeZone)
}

/** The wall time as if it were UTC (ms), or null for an empty or impossible value (Feb 30). */
function wallTimeOf(value: string): number | null {
  const match = LOCAL_VALUE.exec(value.trim())
  if (!match) return null
  const [year, month, day, hour, minute, second = 0] = match.slice(1).map((text) => Number(text ?? 0))
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second)
  const date = new Date(wall)
  const real = date.getUTCDate() === day && date.getUTCMonth() === month! - 1 && date.getUTCHours() === hour
  return real && year! >= 1000 ? wall : null
}

/** `2026-12-01T10:00:00-06:00` from the wall time and its offset. */
function isoWithOffset(wall: number, offset: number): string {
  const local = new Date(wall).toISOString().slice(0, 19)
  const minutes = Math.round(Math.abs(offset) / MINUTE)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${local}${offset < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
}
