// What came back from the ledger, read strictly: anything that is not the ledger's JSON means "not known
// to be saved" (an HTML error page, a sign-in page, a cut-off body), so the booking stays and is resent.
import type { BookAnswer, LedgerErrorCode, ListedBooking } from './ledger-contract'

export type LedgerReply<T> =
  { kind: 'answer'; body: T } | { kind: 'refused'; error: LedgerErrorCode } | { kind: 'unreachable'; detail: string }

const ERROR_CODES: readonly LedgerErrorCode[] = ['bad-key', 'bad-request', 'busy']
const isText = (value: unknown): value is string => typeof value === 'string'
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText)

function parsed(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

function reply<T>(text: string, read: (body: Record<string, unknown>) => T | null): LedgerReply<T> {
  const body = parsed(text)
  if (!body) return { kind: 'unreachable', detail: 'the answer was not the ledger’s (is the URL a web app?)' }
  if (body.ok === false && ERROR_CODES.includes(body.error as LedgerErrorCode))
    return { kind: 'refused', error: body.error as LedgerErrorCode }
  const answer = body.ok === true ? read(body) : null
  return answer
    ? { kind: 'answer', body: answer }
    : { kind: 'unreachable', detail: 'the ledger’s answer was malformed' }
}

export const readCheckReply = (text: string) => reply(text, () => ({ ok: true as const }))

export const readBookReply = (text: string) =>
  reply<BookAnswer>(text, (body) => {
    const rejected = body.rejected
    const rejectedOk =
      Array.isArray(rejected) &&
      rejected.every((item) => item && typeof item === 'object' && isText(item.id) && isText(item.reason))
    if (!isTextList(body.saved) || !isTextList(body.duplicates) || !rejectedOk) return null
    return { ok: true, saved: body.saved, duplicates: body.duplicates, rejected: rejected as BookAnswer['rejected'] }
  })

const LISTED_FIELDS = ['id', 'bookedAt', 'partner', 'service', 'zip', 'garageSize', 'status'] as const

/** A listed booking read from untrusted data (an answer, the offline copy): every field text, a readable time. */
export function readListedBooking(item: unknown): ListedBooking | null {
  if (!item || typeof item !== 'object') return null
  const row = item as Record<string, unknown>
  if (!LISTED_FIELDS.every((field) => isText(row[field])) || Number.isNaN(Date.parse(row.bookedAt as string)))
    return null
  return Object.fromEntries(LISTED_FIELDS.map((field) => [field, row[field]])) as unknown as ListedBooking
}

export const readListReply = (text: string) =>
  reply<ListedBooking[]>(text, (body) => {
    if (!Array.isArray(body.bookings)) return null
    // A row the owner mangled is skipped, not a reason to distrust the rest.
    return body.bookings.flatMap((item: unknown) => readListedBooking(item) ?? [])
  })
