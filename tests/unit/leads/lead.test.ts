// @vitest-environment node
// The lead's one table (src/leads/lead.ts): the Leads columns, the claim answer, intake and the lead's contact agree with it.
import { beforeEach, describe, expect, it } from 'vitest'
import { appendLeads, LEADS_HEADER, tabRows, type LedgerScript } from '../../../scripts/support/apps-script-double'
import { LEDGER_LEAD_FIELDS, MAX_FIELD_LENGTH } from '../../../src/bookings/booking'
import {
  CLAIMED_TEXTS,
  CLAIMED_TIMES,
  CUT_FIELDS,
  EMPTY_LEAD,
  FIELD_OF_GOOGLE_COLUMN,
  INTAKE_FIELDS,
  INTAKE_TAB_COLUMNS,
  LEAD_COLUMNS_TABLE,
  LEAD_FIELDS,
  LEAD_TAB_COLUMNS,
  LIMIT_OF,
  QUEUED_TEXTS,
  QUEUED_TIMES,
  STRIP_DETAILS,
} from '../../../src/leads/lead'
import { readClaimReply } from '../../../src/ledger-api/lead-queue-answer'
import { poster, SAM_KEY, scriptWithSetters } from '../apps-script/script-requests'

describe('the Leads columns', () => {
  it('are the table’s, headers and order as the script has always made them, intake’s three last', () => {
    expect(LEAD_COLUMNS_TABLE.map((row) => row.header)).toEqual([...LEADS_HEADER])
    expect(INTAKE_TAB_COLUMNS.map((row) => row.header)).toEqual(['Arrived At', 'External ID', 'Also From'])
    expect([...LEAD_TAB_COLUMNS, ...INTAKE_TAB_COLUMNS]).toEqual(LEAD_COLUMNS_TABLE)
  })

  it('are the tab `check` makes', () => {
    const script = scriptWithSetters()
    expect(tabRows(script.spreadsheet, 'Leads')[0]).toEqual(LEAD_COLUMNS_TABLE.map((row) => row.header))
  })
})

describe('the lead’s own details', () => {
  it('are the contact the setter types, each carried by a booking under its lead field', () => {
    expect(LEAD_FIELDS).toEqual(['name', 'phone', 'email', 'address', 'notes'])
    expect(EMPTY_LEAD).toEqual({ name: '', phone: '', email: '', address: '', notes: '' })
    expect(LEAD_FIELDS.map((field) => LEAD_COLUMNS_TABLE.find((row) => row.field === field))).toEqual(
      LEDGER_LEAD_FIELDS.map((booking) => expect.objectContaining({ booking })),
    )
  })

  it('on the strip: the name and the phone', () => {
    expect(STRIP_DETAILS).toEqual(['name', 'phone'])
  })
})

describe('intake', () => {
  it('writes the sources’ fields, cuts them and the External ID at the ledger’s limit, and maps Google’s columns', () => {
    expect(INTAKE_FIELDS).toEqual(['name', 'phone', 'email', 'address', 'zip', 'service', 'garageSize', 'notes'])
    expect(CUT_FIELDS).toEqual([...INTAKE_FIELDS, 'externalId'])
    expect(Object.values(LIMIT_OF)).toEqual(CUT_FIELDS.map(() => MAX_FIELD_LENGTH))
    expect(FIELD_OF_GOOGLE_COLUMN).toEqual({
      FULL_NAME: 'name',
      PHONE_NUMBER: 'phone',
      EMAIL: 'email',
      POSTAL_CODE: 'zip',
    })
  })
})

describe('the claim answer', () => {
  let script: LedgerScript
  const post = poster(() => script)
  beforeEach(() => {
    script = scriptWithSetters()
    appendLeads(script.spreadsheet, [{ 'Received At': '2026-11-24T08:30:00Z', Name: 'Pat Doe', Phone: '715 555 0101' }])
  })

  it('gives every field the table answers, the row, the phone end and the calls; the tool reads it back whole', () => {
    const answer = post({ key: SAM_KEY, action: 'claim', row: 2, phone: '0101' })
    const lead = answer.lead as Record<string, unknown>
    const answered = [...QUEUED_TEXTS, ...QUEUED_TIMES, ...CLAIMED_TEXTS, ...CLAIMED_TIMES]
    expect(Object.keys(lead).sort()).toEqual(
      [...answered, 'attempts', 'lastOutcome', 'row', 'phoneEnd', 'calls'].sort(),
    )
    const read = readClaimReply(JSON.stringify(answer))
    expect(read).toEqual({ kind: 'answer', body: { ok: true, lead } })
    for (const field of answered) {
      const without = { ...answer, lead: { ...lead, [field]: undefined } }
      expect(readClaimReply(JSON.stringify(without)).kind, field).not.toBe('answer')
    }
  })
})
