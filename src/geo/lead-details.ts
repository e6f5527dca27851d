import { leadCopy } from '../content/leads/lead-copy'
import { callingStatus, type CallingStatus } from './calling-hours'
import { lookupZip, type ZipDataset, type ZipPlace } from './zip-dataset'
import { isZip } from '../partners/zip-code'
import { timeWithZone } from '../partner-time/wall-clock'

export type LeadDetails =
  | {
      kind: 'found'
      place: ZipPlace
      line: string
      calling: CallingStatus
      callingLine: string
    }
  | { kind: 'not-in-list'; text: string }
  | { kind: 'unavailable'; text: string }

/** @internal Tests read the line of any place: `54025 · Somerset, WI · 2:05 PM CST`, in the zone's name then. */
export const leadLine = (place: ZipPlace, now: Date): string =>
  leadCopy.leadLine(place.zip, place.place, place.state, timeWithZone(now, place.timeZone))

export function leadDetails(dataset: ZipDataset | null, zip: string, now: Date): LeadDetails | null {
  if (!isZip(zip)) return null
  if (!dataset) return { kind: 'unavailable', text: leadCopy.locationUnavailable }
  const place = lookupZip(dataset, zip)
  if (!place) return { kind: 'not-in-list', text: leadCopy.notInZipList(zip) }
  try {
    const calling = callingStatus(place.state, place.timeZone, now)
    return {
      kind: 'found',
      place,
      line: leadLine(place, now),
      calling,
      callingLine: leadCopy.callingLine(calling.text, calling.opensNext),
    }
  } catch {
    // An invalid Date or a zone this browser's Intl does not know.
    return { kind: 'unavailable', text: leadCopy.locationUnavailable }
  }
}
