// The tool's one phone rule: what a paste keeps in Phone, and what the lead strip dials.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

export interface UsPhone {
  /** `(715) 555-0100 ext. 12` */
  formatted: string
  /** `+17155550100`: what a `tel:` link dials. */
  e164: string
}

/** A US (or other +1) number the library reads as possible; null for anything else. */
export function readUsPhone(text: string): UsPhone | null {
  const number = parsePhoneNumberFromString(text, 'US')
  return number?.isPossible() && number.countryCallingCode === '1'
    ? { formatted: number.formatNational(), e164: number.number }
    : null
}
