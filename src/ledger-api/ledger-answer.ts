// What came back from the ledger, read strictly: anything that is not the ledger's JSON means "not known
// to be saved" (an HTML error page, a sign-in page, a cut-off body), so the booking stays and is resent.
import type {
  BookAnswer,
  CheckAnswer,
  DeliveryAnswer,
  HeldBookingOutcome,
  LedgerConsent,
  LedgerErrorCode,
  LedgerRole,
  NotEmailed,
  PartnerSheetState,
} from './ledger-contract'
import type { ListedBooking } from '../bookings/booking'

export type LedgerReply<T> =
  { kind: 'answer'; body: T } | { kind: 'refused'; error: LedgerErrorCode } | { kind: 'unreachable'; detail: string }

const ERROR_CODES: readonly LedgerErrorCode[] = [
  'bad-key',
  'weak-key',
  'bad-request',
  'busy',
  'no-spreadsheet',
  'owner-only',
  'not-allowed',
]
/** What `unreachable` says of a body that is not JSON: Google's error page for a failing script looks the same. */
export const NOT_THE_LEDGER = 'the answer was not the ledger’s (is the URL a web app?)'
export const isText = (value: unknown): value is string => typeof value === 'string'
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value)
/** '' (none) or a time the browser reads. */
export const isTimeOrEmpty = (value: unknown): value is string =>
  isText(value) && (value === '' || !Number.isNaN(Date.parse(value)))
export const isTime = (value: unknown): value is string => isTimeOrEmpty(value) && value !== ''
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText)
const isIdReasonList = (value: unknown): value is { id: string; reason: string }[] =>
  Array.isArray(value) &&
  value.every((item) => item && typeof item === 'object' && isText(item.id) && isText(item.reason))

export function parsed(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

export function reply<T>(text: string, read: (body: Record<string, unknown>) => T | null): LedgerReply<T> {
  const body = parsed(text)
  if (!body) return { kind: 'unreachable', detail: NOT_THE_LEDGER }
  if (body.ok === false && ERROR_CODES.includes(body.error as LedgerErrorCode))
    return { kind: 'refused', error: body.error as LedgerErrorCode }
  const answer = body.ok === true ? read(body) : null
  return answer
    ? { kind: 'answer', body: answer }
    : { kind: 'unreachable', detail: 'the ledger’s answer was malformed' }
}

export const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0

/** The named fields of `item` when each passes `is`, and nothing else; null when one does not. */
export function fields<F extends string>(item: unknown, names: readonly F[], is: (value: unknown) => boolean = isText) {
  if (!isRecord(item) || !names.every((name) => is(item[name]))) return null
  return Object.fromEntries(names.map((name) => [name, item[name]])) as Record<F, string>
}

/** Every item read, or null when one is not the contract's shape. */
export function every<T>(value: unknown, read: (item: unknown) => T | null): T[] | null {
  if (!Array.isArray(value)) return null
  const items = value.map(read)
  return items.every((item) => item !== null) ? (items as T[]) : null
}

/** The check's `partnerSheet`: null when absent, undefined when malformed. */
function readPartnerSheet(value: unknown): PartnerSheetState | null | undefined {
  if (value === undefined) return null
  if (!value || typeof value !== 'object') return undefined
  const state = value as Record<string, unknown>
  if (state.ok === true && isCount(state.partners)) return { ok: true, partners: state.partners }
  if (state.ok === false && isText(state.reason)) return { ok: false, reason: state.reason }
  return undefined
}

/** The key's role, setter, consent and partner sheet, all null from a script before version 3; null when malformed. */
function readCheckAdditions(
  body: Record<string, unknown>,
): Pick<CheckAnswer, 'role' | 'setter' | 'consent' | 'partnerSheet'> | null {
  const roles: readonly unknown[] = ['owner', 'setter'] satisfies LedgerRole[]
  const consents: readonly unknown[] = ['complete', 'missing'] satisfies LedgerConsent[]
  if (body.role !== undefined && !roles.includes(body.role)) return null
  if (body.consent !== undefined && !consents.includes(body.consent)) return null
  const role = (body.role ?? null) as LedgerRole | null
  // A setter's key always names its setter; the owner's never does.
  if (role === 'setter' ? !isText(body.setter) || body.setter.trim() === '' : body.setter !== undefined) return null
  const partnerSheet = readPartnerSheet(body.partnerSheet)
  if (partnerSheet === undefined) return null
  return {
    role,
    setter: role === 'setter' ? (body.setter as string) : null,
    consent: (body.consent ?? null) as LedgerConsent | null,
    partnerSheet,
  }
}

/** The check's zones, each null when absent; null when one is malformed. */
function readCheckZones(
  body: Record<string, unknown>,
): Pick<CheckAnswer, 'timeZone' | 'agencyTimeZone' | 'spreadsheetTimeZone'> | null {
  const zone = body.timeZone as { ok?: unknown; reason?: unknown } | undefined
  const zoneState =
    zone === undefined
      ? null
      : zone && zone.ok === true
        ? { ok: true as const }
        : zone && zone.ok === false && isText(zone.reason)
          ? { ok: false as const, reason: zone.reason }
          : undefined
  const named = (value: unknown) =>
    value === undefined ? null : isText(value) && value.trim() !== '' ? value : undefined
  const agencyTimeZone = named(body.agencyTimeZone)
  const spreadsheetTimeZone = named(body.spreadsheetTimeZone)
  if (zoneState === undefined || agencyTimeZone === undefined || spreadsheetTimeZone === undefined) return null
  return { timeZone: zoneState, agencyTimeZone, spreadsheetTimeZone }
}

export const readCheckReply = (text: string) =>
  reply<CheckAnswer>(text, (body) => {
    const additions = readCheckAdditions(body)
    if (!additions) return null
    if (body.refundLinks !== undefined && typeof body.refundLinks !== 'boolean') return null
    if (body.sweeper !== undefined && typeof body.sweeper !== 'boolean') return null
    const setup = readCheckSetup(body)
    if (!setup) return null
    const zones = readCheckZones(body)
    if (!zones) return null
    return {
      ok: true,
      spreadsheet: isText(body.spreadsheet) ? body.spreadsheet : null,
      bookings: typeof body.bookings === 'number' && Number.isInteger(body.bookings) ? body.bookings : null,
      version: typeof body.version === 'number' && Number.isInteger(body.version) ? body.version : 1,
      ...additions,
      refundLinks: typeof body.refundLinks === 'boolean' ? body.refundLinks : null,
      sweeper: typeof body.sweeper === 'boolean' ? body.sweeper : null,
      ...zones,
      ...setup,
    }
  })

/** The owner's setup a version 10 check answers; each null when absent (an older script, or a setter's key). */
function readCheckSetup(
  body: Record<string, unknown>,
): Pick<CheckAnswer, 'agencyName' | 'replyTo' | 'setterKeys'> | null {
  const flag = (value: unknown) => (value === undefined ? null : typeof value === 'boolean' ? value : undefined)
  const agencyName = flag(body.agencyName)
  const replyTo = flag(body.replyTo)
  const counted = body.setterKeys
  const setterKeys =
    counted === undefined
      ? null
      : typeof counted === 'number' && Number.isInteger(counted) && counted >= 0
        ? counted
        : undefined
  if (agencyName === undefined || replyTo === undefined || setterKeys === undefined) return null
  return { agencyName, replyTo, setterKeys }
}

/** `emailed` and `notEmailed`; null when the script predates delivery (no `emailed`), undefined when malformed. */
function readDelivery(body: Record<string, unknown>): DeliveryAnswer | null | undefined {
  if (body.emailed === undefined) return null
  if (!isTextList(body.emailed) || !isIdReasonList(body.notEmailed)) return undefined
  // Held bookings; none from a script before version 10.
  const held = body.held ?? []
  if (!isIdReasonList(held)) return undefined
  const idReason = ({ id, reason }: NotEmailed) => ({ id, reason })
  return { emailed: body.emailed, notEmailed: body.notEmailed.map(idReason), held: held.map(idReason) }
}

export const readBookReply = (text: string) =>
  reply<BookAnswer>(text, (body) => {
    const delivery = readDelivery(body)
    if (!isTextList(body.saved) || !isTextList(body.duplicates) || !isIdReasonList(body.rejected)) return null
    if (delivery === undefined) return null
    const rejected = body.rejected.map(({ id, reason }) => ({ id, reason }))
    return { ok: true, saved: body.saved, duplicates: body.duplicates, rejected, delivery }
  })

export const readDeliverReply = (text: string) => reply<DeliveryAnswer>(text, (body) => readDelivery(body) ?? null)

const LISTED_FIELDS = ['id', 'bookedAt', 'partner', 'service', 'zip', 'garageSize', 'status'] as const
const OPTIONAL_LISTED_FIELDS = [
  'appointment',
  'appointmentLabel',
  'emailStatus',
  'emailedAt',
  'refundDecision',
  'refundDecidedAt',
  'refundReason',
  'ledgerNote',
  'held',
  'homeownerEmailStatus',
  'confirmedAt',
  'rescheduleAskedAt',
  'rebookOf',
  'newTimeOf',
  'reminderSentAt',
] as const

/** A listed booking read from untrusted data (an answer, the offline copy): every field text, a readable time. */
export function readListedBooking(item: unknown): ListedBooking | null {
  if (!item || typeof item !== 'object') return null
  const row = item as Record<string, unknown>
  if (!LISTED_FIELDS.every((field) => isText(row[field])) || Number.isNaN(Date.parse(row.bookedAt as string)))
    return null
  const booking: Record<string, unknown> = Object.fromEntries(LISTED_FIELDS.map((field) => [field, row[field]]))
  // A ledger whose script predates delivery answers without these.
  for (const field of OPTIONAL_LISTED_FIELDS) if (isText(row[field])) booking[field] = row[field]
  if (typeof row.onDoNotCall === 'boolean') booking.onDoNotCall = row.onDoNotCall
  return booking as unknown as ListedBooking
}

/** A booking `list` answered under `held`, marked with its reason; null when malformed. */
function readHeldBooking(item: unknown): ListedBooking | null {
  const booking = readListedBooking(item)
  const reason = booking ? (item as { reason?: unknown }).reason : null
  return booking && isText(reason) && reason.trim() !== '' ? { ...booking, held: reason } : null
}

/** The listed bookings, then the held ones marked `held`: one list, which the tool reads and keeps. */
export const readListReply = (text: string) =>
  reply<ListedBooking[]>(text, (body) => {
    if (!Array.isArray(body.bookings)) return null
    if (body.held !== undefined && !Array.isArray(body.held)) return null
    // A row the owner mangled is skipped, not a reason to distrust the rest; a listed booking is never held.
    const bookings = body.bookings.flatMap((item: unknown) => {
      const booking = readListedBooking(item)
      if (!booking) return []
      delete booking.held
      return [booking]
    })
    return [...bookings, ...((body.held as unknown[] | undefined) ?? []).flatMap((item) => readHeldBooking(item) ?? [])]
  })

/** `release`'s and `withdraw`'s answer: done (release's fates as `deliver` answers them), or why nothing was. */
export function readHeldBookingReply(text: string): LedgerReply<HeldBookingOutcome> {
  const body = parsed(text)
  if (body?.ok === false && (body.error === 'not-found' || body.error === 'not-held'))
    return { kind: 'answer', body: { done: false, error: body.error } }
  return reply<HeldBookingOutcome>(text, (answer) => {
    const delivery = readDelivery(answer)
    return delivery === undefined ? null : { done: true, delivery }
  })
}
