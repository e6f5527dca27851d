// @vitest-environment node
// `claim` of a rebook row: the earlier booking's partner, appointment label and Booked At, for the strip and the dialog.
import { beforeEach, describe, expect, it } from 'vitest'
import { appendLeads, type LedgerScript } from '../../../../scripts/support/apps-script-double'
import type { ClaimedLead } from '../../../../src/ledger-api/ledger-contract'
import { readClaimReply } from '../../../../src/ledger-api/lead-queue-answer'
import { bookingWithAppointment, KEY, poster, SAM_KEY, scriptWithSetters } from '../script-requests'

let script: LedgerScript
const post = poster(() => script)
const claim = (leadId: string) => post({ key: SAM_KEY, action: 'claim', leadId })
const EARLIER = 'booked-nov-20'
const REBOOK = { Name: 'Pat Doe', Phone: '715 555 0101', ZIP: '54016', 'Received At': '2026-11-30T15:00:00.000Z' }

beforeEach(() => {
  script = scriptWithSetters()
  script.clock.set(Date.parse('2026-11-30T16:00:00Z'))
  post({
    key: KEY,
    action: 'book',
    bookings: [bookingWithAppointment(EARLIER, { bookedAt: '2026-11-20T15:12:00.000Z' })],
  })
})

describe('claim of a rebook row', () => {
  it('answers the earlier booking’s Booked At as ISO beside its partner and label, and the tool reads it', () => {
    appendLeads(script.spreadsheet, [{ ...REBOOK, Source: 'No-show', 'Rebook Of': EARLIER, 'Lead ID': 'rebook-1' }])
    const answer = claim('rebook-1')
    expect(answer.lead).toMatchObject({
      source: 'No-show',
      rebookOf: EARLIER,
      rebookPartner: 'Hudson Garage Floors LLC',
      rebookBookedAt: '2026-11-20T15:12:00.000Z',
    })
    const read = readClaimReply(JSON.stringify(answer))
    expect(read).toMatchObject({ kind: 'answer', body: { lead: { rebookBookedAt: '2026-11-20T15:12:00.000Z' } } })
  })

  it('reads a Booked At the owner typed as a date, and answers "" for one that is no time', () => {
    appendLeads(script.spreadsheet, [{ ...REBOOK, Source: 'Reschedule', 'Rebook Of': EARLIER, 'Lead ID': 'rebook-2' }])
    const bookings = script.spreadsheet.getSheetByName('Bookings')!
    bookings.getRange(2, 2).setValue(new Date('2026-11-21T09:00:00.000Z'))
    expect(claim('rebook-2').lead).toMatchObject({ rebookBookedAt: '2026-11-21T09:00:00.000Z' })
    post({ key: SAM_KEY, action: 'claim', leadId: 'rebook-2', renew: true })
    bookings.getRange(2, 2).setValue("'last Friday")
    expect((claim('rebook-2').lead as ClaimedLead).rebookBookedAt).toBe('')
  })

  it('answers no rebook fields for a lead that rebooks nothing, nor for a Rebook Of naming no booking', () => {
    appendLeads(script.spreadsheet, [
      { ...REBOOK, Source: 'Google Ads', 'Lead ID': 'plain' },
      { ...REBOOK, Phone: '715 555 0102', Source: 'No-show', 'Rebook Of': 'gone', 'Lead ID': 'gone-1' },
    ])
    for (const leadId of ['plain', 'gone-1'])
      expect(Object.keys(claim(leadId).lead as object).filter((key) => key.startsWith('rebook'))).toEqual([])
  })
})
