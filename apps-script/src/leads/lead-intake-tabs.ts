// What lead intake adds to the ledger: three columns of Leads, and the Lead Inbox tab where a lead waits for the lock.
import { INTAKE_TAB_COLUMNS } from '../../../src/leads/lead'
import { LEAD_COLUMNS } from './lead-tabs'
import type { Cells, ColumnDefinitions } from '../platform/tabs'

/** Leads' columns with intake's: the time of arrival, the source's own id, and the sources that sent it again. */
export const INTAKE_LEAD_COLUMNS = [
  ...LEAD_COLUMNS,
  ...INTAKE_TAB_COLUMNS.map(({ field, header }) => [field, header] as const),
] satisfies ColumnDefinitions<string>
export type IntakeLeadField = (typeof INTAKE_LEAD_COLUMNS)[number][0]
export type IntakeLeadCells = Cells<IntakeLeadField>

export const LEAD_INBOX_TAB = 'Lead Inbox'
/**
 * A lead kept while the lock was busy or intake failed: its body without its key, until the sweeper files it and
 * clears the body. Lead ID is the ID the lead is (or will be) filed under, written before the lead is appended.
 */
export const LEAD_INBOX_COLUMNS = [
  ['arrivedAt', 'Arrived At'],
  ['source', 'Source'],
  ['kind', 'Kind'],
  ['body', 'Body'],
  ['leadId', 'Lead ID'],
  ['ledgerNote', 'Ledger Note'],
] as const satisfies ColumnDefinitions<string>
export type LeadInboxField = (typeof LEAD_INBOX_COLUMNS)[number][0]
