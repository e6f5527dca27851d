// The script's zone clock: Utilities.formatDate where the tool uses Intl (src/partner-time/wall-clock.ts), since
// Google documents no time-zone data for Intl in Apps Script. The bundle swaps this module in for the tool's.
import type { DayLabel, WallClockAsUtc } from '../../../src/partner-time/zone-clock'

export const wallClockAsUtc: WallClockAsUtc = (instant, timeZone) =>
  new Date(`${Utilities.formatDate(new Date(instant), timeZone, "yyyy-MM-dd'T'HH:mm:ss")}Z`).getTime()

export const dayLabel: DayLabel = (instant, timeZone) => Utilities.formatDate(new Date(instant), timeZone, 'EEE MMM d')
