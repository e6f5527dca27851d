// The rules Mark booked holds a lead to before a booking enters the outbox; the script's limit is 500 characters.
import type { Company } from '../partners/company'
import { MAX_FIELD_LENGTH, type BookingToSend } from './booking'
import { isPlainAddress } from './quote-email'

export { MAX_FIELD_LENGTH }

/** Each text of the booking longer than the script's limit, with its length, in the booking's order. */
export const fieldsTooLong = (booking: BookingToSend): { field: keyof BookingToSend; length: number }[] =>
  (Object.keys(booking) as (keyof BookingToSend)[]).flatMap((field) => {
    const value = booking[field]
    return typeof value === 'string' && value.length > MAX_FIELD_LENGTH ? [{ field, length: value.length }] : []
  })

/**
 * The app's one rule for the lead's phone, kept by Mark booked and by the paste reader: a US number, 10 digits after
 * an optional leading 1 (a `+` only as `+1`); an extension (`ext. 12`, `x12`) is ignored. The phone is stored as typed.
 */
export const isLeadPhone = (text: string): boolean => leadPhoneDigits(text) !== ''

/** The 10 digits of a phone the lead rule accepts (a leading 1 dropped), else ''; Do Not Call compares these. */
export function leadPhoneDigits(text: string): string {
  if (/^\s*\+\s*[02-9]/.test(text)) return ''
  const digits = withoutExtension(text).replace(/\D/g, '')
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1)
  return digits.length === 10 ? digits : ''
}

// The longest mark, `extension`, has 9 characters; the mark is looked for only in the text's last 9.
const EXTENSION_MARK = /(?:ext\.?|extension|x|#)$/i
const EXTENSION_MARK_LENGTH = 'extension'.length

/** The phone without a closing extension (`ext. 12`, `x12`, `#3`), read from the end so each character is read once. */
function withoutExtension(text: string): string {
  const trimmed = text.trimEnd()
  let digitsStart = trimmed.length
  while (digitsStart > 0 && isDigit(trimmed.charCodeAt(digitsStart - 1))) digitsStart--
  if (digitsStart === trimmed.length) return text
  const beforeDigits = trimmed.slice(0, digitsStart).trimEnd()
  return EXTENSION_MARK.test(beforeDigits.slice(-EXTENSION_MARK_LENGTH)) ? beforeDigits : text
}

const isDigit = (code: number) => code >= 0x30 && code <= 0x39

/** Empty, or one plain address. */
export const isOptionalEmail = (text: string) => text.trim() === '' || isPlainAddress(text.trim())

/** Where the partner's quote is emailed: the sheet's Quote Email where the row has one, else its Email, trimmed. */
export const quoteAddress = (company: Pick<Company, 'quote_email' | 'email'>) =>
  company.quote_email.trim() || company.email.trim()
