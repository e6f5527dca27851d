import { leadCopy } from '../content/lead-copy'
import type { ZipPlace } from './zip-dataset'
import { dateFormat } from '../intl-format'

const formatterFor = (timeZone: string) =>
  dateFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true, timeZoneName: 'short' })

/** The zone's short name is the one at that instant: CDT in summer, MST all year in Arizona. */
export function formatLeadLocalTime(timeZone: string, now: Date): string {
  let hour = ''
  let minute = ''
  let dayPeriod = ''
  let zone = ''
  for (const part of formatterFor(timeZone).formatToParts(now)) {
    if (part.type === 'hour') hour = part.value
    else if (part.type === 'minute') minute = part.value
    else if (part.type === 'dayPeriod') dayPeriod = part.value.toUpperCase()
    else if (part.type === 'timeZoneName') zone = part.value
  }
  return `${hour}:${minute} ${dayPeriod} ${zone}`
}

export function leadLine(place: ZipPlace, now: Date): string {
  return leadCopy.leadLine(place.zip, place.place, place.state, formatLeadLocalTime(place.timeZone, now))
}
