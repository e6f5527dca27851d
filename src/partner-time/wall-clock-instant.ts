// From a wall-clock time back to the instant, on top of the zone's one reading (wall-clock.ts).
import { wallClockAsUtc } from './wall-clock'

const DAY_MS = 86_400_000
const MINUTE_MS = 60_000

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
