// `timeZone` must be an IANA name Intl knows (see resolveTimeZone), else these throw Intl's RangeError.
import { dateFormat } from '../intl-format'
import { zonedTime } from './wall-clock'

/** `9:05 AM local`: the partner's time, shown as every time in a zone is (zonedTime). */
export function formatPartnerLocalTime(timeZone: string, now: Date): string {
  return `${zonedTime(now, timeZone).time} local`
}

/** 0 = Sunday … 6 = Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6

export type LocalClock = {
  weekday: Weekday
  minuteOfDay: number
}

const WEEKDAYS: Readonly<Record<string, Weekday>> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 }

export function partnerLocalClock(timeZone: string, now: Date): LocalClock {
  const formatter = dateFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  let weekday: Weekday | undefined
  let hour: number | undefined
  let minute: number | undefined
  for (const part of formatter.formatToParts(now)) {
    if (part.type === 'weekday') weekday = WEEKDAYS[part.value]
    else if (part.type === 'hour') hour = Number(part.value)
    else if (part.type === 'minute') minute = Number(part.value)
  }
  if (weekday === undefined || hour === undefined || minute === undefined || !Number.isInteger(hour + minute)) {
    throw new RangeError(`Cannot read the local clock in ${timeZone}`)
  }
  // Some ICU versions print midnight as "24" even with h23.
  return { weekday, minuteOfDay: (hour % 24) * 60 + minute }
}
