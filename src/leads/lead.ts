// A lead's fields, once: its Leads column, its name in the claim answer and in intake, its length limit, and whether
// the setter's strip shows it. The lead's types, the Leads columns, the claim answer, intake and the paste derive from it.
import { MAX_FIELD_LENGTH, type LedgerLeadField } from '../bookings/booking'

interface LeadColumn {
  /** Its name in the script, the claim answer, `queue` and a JSON lead. */
  field: string
  /** The Leads tab's header. */
  header: string
  /** A column intake adds to Leads (after the sources' and the queue's). */
  intakeColumn?: true
  /** Which answer gives it: `queue` (and `claim`), or `claim` only; and as what. */
  answered?: 'queue' | 'claim'
  as?: 'text' | 'time' | 'count' | 'outcome'
  /** A text intake writes from what a source sent, cut at `limit` characters. */
  intake?: true
  limit?: number
  /** Google Ads' `column_id` whose answer fills it. */
  googleColumn?: string
  /** The lead's own detail as a booking carries it, kept only in the outbox (src/bookings/booking.ts). */
  booking?: LedgerLeadField
  /** Shown on the setter's strip (lead-contact-line.tsx, queue-lines.ts). */
  strip?: true
}

const SENT = { intake: true, limit: MAX_FIELD_LENGTH } as const

/** @internal The Leads columns, in their order for a new tab: the sources fill the first ten, the script the rest. */
export const LEAD_COLUMNS_TABLE = [
  { field: 'receivedAt', header: 'Received At', answered: 'queue', as: 'time', strip: true },
  {
    field: 'name',
    header: 'Name',
    answered: 'claim',
    as: 'text',
    ...SENT,
    googleColumn: 'FULL_NAME',
    booking: 'leadName',
    strip: true,
  },
  {
    field: 'phone',
    header: 'Phone',
    answered: 'claim',
    as: 'text',
    ...SENT,
    googleColumn: 'PHONE_NUMBER',
    booking: 'leadPhone',
    strip: true,
  },
  {
    field: 'email',
    header: 'Email',
    answered: 'claim',
    as: 'text',
    ...SENT,
    googleColumn: 'EMAIL',
    booking: 'leadEmail',
  },
  { field: 'address', header: 'Address', answered: 'claim', as: 'text', ...SENT, booking: 'leadAddress' },
  { field: 'zip', header: 'ZIP', answered: 'queue', as: 'text', ...SENT, googleColumn: 'POSTAL_CODE', strip: true },
  { field: 'service', header: 'Service', answered: 'queue', as: 'text', ...SENT },
  { field: 'garageSize', header: 'Garage Size', answered: 'claim', as: 'text', ...SENT },
  { field: 'source', header: 'Source', answered: 'queue', as: 'text', strip: true },
  { field: 'notes', header: 'Notes', answered: 'claim', as: 'text', ...SENT, booking: 'notes' },
  { field: 'leadId', header: 'Lead ID', answered: 'queue', as: 'text' },
  { field: 'claimedBy', header: 'Claimed By', answered: 'queue', as: 'text' },
  { field: 'claimedUntil', header: 'Claimed Until', answered: 'queue', as: 'time' },
  { field: 'claims', header: 'Claims' },
  { field: 'attempts', header: 'Attempts', answered: 'queue', as: 'count', strip: true },
  { field: 'firstCallAt', header: 'First Call At', answered: 'claim', as: 'time' },
  { field: 'lastAttemptAt', header: 'Last Attempt At', answered: 'claim', as: 'time' },
  { field: 'lastOutcome', header: 'Last Outcome', answered: 'claim', as: 'outcome' },
  { field: 'nextCallAt', header: 'Next Call At', answered: 'queue', as: 'time' },
  { field: 'closed', header: 'Closed' },
  { field: 'bookingId', header: 'Booking ID' },
  { field: 'previousClaim', header: 'Previous Claim' },
  { field: 'ledgerNote', header: 'Ledger Note' },
  /** The booking whose homeowner asked for another time, or whose partner reported a no-show. */
  { field: 'rebookOf', header: 'Rebook Of' },
  // `queue` answers Arrived At apart: a script before version 9 answers without it.
  { field: 'arrivedAt', header: 'Arrived At', intakeColumn: true },
  { field: 'externalId', header: 'External ID', intakeColumn: true, limit: MAX_FIELD_LENGTH },
  { field: 'alsoFrom', header: 'Also From', intakeColumn: true },
] as const satisfies readonly LeadColumn[]

type LeadColumnRow = (typeof LEAD_COLUMNS_TABLE)[number]
type FieldsWhere<Shape> = Extract<LeadColumnRow, Shape>['field']
const fieldsWhere = <Shape>(holds: (row: LeadColumn) => boolean) =>
  LEAD_COLUMNS_TABLE.flatMap((row: LeadColumn) => (holds(row) ? [row.field] : [])) as FieldsWhere<Shape>[]

/** The Leads columns the sources and the queue write; intake's own come after them. */
type IntakeColumnRow = Extract<LeadColumnRow, { intakeColumn: true }>
export const LEAD_TAB_COLUMNS = LEAD_COLUMNS_TABLE.filter(
  (row): row is Exclude<LeadColumnRow, IntakeColumnRow> => !('intakeColumn' in row),
)
export const INTAKE_TAB_COLUMNS = LEAD_COLUMNS_TABLE.filter((row): row is IntakeColumnRow => 'intakeColumn' in row)

/** The lead's own details, as the setter types them and a booking carries them. */
export const LEAD_FIELDS = fieldsWhere<{ booking: string }>((row) => row.booking !== undefined)
export type LeadField = FieldsWhere<{ booking: string }>

/** What the setter typed about the lead. Memory only: never the URL, storage, caches or logs. */
export type LeadContact = Record<LeadField, string>

export const EMPTY_LEAD = Object.fromEntries(LEAD_FIELDS.map((field) => [field, ''])) as LeadContact

/** The texts `queue` answers of a lead, and the times. */
export const QUEUED_TEXTS = fieldsWhere<{ answered: 'queue'; as: 'text' }>(
  (row) => row.answered === 'queue' && row.as === 'text',
)
export const QUEUED_TIMES = fieldsWhere<{ answered: 'queue'; as: 'time' }>(
  (row) => row.answered === 'queue' && row.as === 'time',
)
/** The texts and times only `claim` answers: the lead's details and its calls' times. */
export const CLAIMED_TEXTS = fieldsWhere<{ answered: 'claim'; as: 'text' }>(
  (row) => row.answered === 'claim' && row.as === 'text',
)
export const CLAIMED_TIMES = fieldsWhere<{ answered: 'claim'; as: 'time' }>(
  (row) => row.answered === 'claim' && row.as === 'time',
)

/** What `claim` answers beyond `queue`, but the last outcome and the calls: every value text, '' for none. */
export type ClaimedDetails = Record<(typeof CLAIMED_TEXTS)[number] | (typeof CLAIMED_TIMES)[number], string>

/** The fields intake writes from what a source sent, every value text, and their limits. */
export const INTAKE_FIELDS = fieldsWhere<{ intake: true }>((row) => row.intake === true)
export type IntakeFields = Record<(typeof INTAKE_FIELDS)[number], string>

/** A field the intake answer's `cut` may name: intake's fields and the External ID, in the tab's order. */
export const CUT_FIELDS = fieldsWhere<{ limit: number }>((row) => row.limit !== undefined)
export type CutField = (typeof CUT_FIELDS)[number]
export const LIMIT_OF = Object.fromEntries(
  LEAD_COLUMNS_TABLE.flatMap((row: LeadColumn) => (row.limit === undefined ? [] : [[row.field, row.limit]])),
) as Record<CutField, number>

/** Google Ads' `column_id` -> the field its answer fills. */
export const FIELD_OF_GOOGLE_COLUMN = Object.fromEntries(
  LEAD_COLUMNS_TABLE.flatMap((row: LeadColumn) => (row.googleColumn ? [[row.googleColumn, row.field]] : [])),
) as Readonly<Record<string, FieldsWhere<{ googleColumn: string }>>>

/** The lead's details `claim` answers that the setter's strip shows, in the table's order. */
export const STRIP_DETAILS = fieldsWhere<{ answered: 'claim'; strip: true }>(
  (row) => row.answered === 'claim' && row.strip === true,
)
