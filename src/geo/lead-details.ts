// Everything the lead line shows for a typed ZIP, in one call (the UI renders the texts as they are).

import { leadCopy } from '../content/lead-copy'
import { callingStatus, type CallingStatus } from './calling-hours'
import { leadLine } from './lead-time'
import { lookupZip, type ZipDataset, type ZipPlace } from './zip-dataset'

export type LeadDetails =
  | {
      kind: 'found'
      place: ZipPlace
      /** "54025 · Somerset, WI · 2:05 PM CST" */
      line: string
      calling: CallingStatus
      /** "Inside calling hours (8 AM–9 PM local)" or "Outside calling hours (…) · opens 8 AM Monday" */
      callingLine: string
    }
  /** "ZIP 99999 is not in the US ZIP list." — shown instead of the lead line; exact search still runs. */
  | { kind: 'not-in-list'; text: string }
  /** The asset is missing, corrupt or still loading: "Location details unavailable." */
  | { kind: 'unavailable'; text: string }

/** Null until the box holds a complete 5-digit ZIP. Never throws. */
export function leadDetails(dataset: ZipDataset | null, zip: string, now: Date): LeadDetails | null {
  if (!/^\d{5}$/.test(zip)) return null
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
    // An invalid clock or a zone this browser's Intl does not know: say so quietly.
    return { kind: 'unavailable', text: leadCopy.locationUnavailable }
  }
}
