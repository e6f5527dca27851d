// The rebook row: once the homeowner asks for another time, or the partner reports a no-show, the booking's lead comes
// back to the queue as a new Leads row naming the booking in `Rebook Of`, unless its phone is on Do Not Call.
import { rebookNotes, REBOOK_SOURCES, type RebookKind } from '../../../src/leads/rebook'
import { leadPhoneOfCell } from '../../../src/leads/lead-row'
import { cellText } from '../../../src/sheet-cell'
import { dayLabel } from '../../../src/partner-time/wall-clock'
import { bookingFields } from '../bookings/bookings-tab'
import { INTAKE_LEAD_COLUMNS } from './lead-intake-tabs'
import { doNotCallPhones, LEADS_TAB } from './lead-tabs'
import { withLock } from '../platform/script-lock'
import { leadTimeZone } from '../platform/script-properties'
import { appendTabRow, columnCells, completeTab, findTab, type Spreadsheet } from '../platform/tabs'

/** Appends the booking's rebook row, once per booking and kind; nothing for a phone on Do Not Call. */
export function queueRebook(spreadsheet: Spreadsheet, bookingId: string, kind: RebookKind) {
  withLock(() => {
    const booking = bookingFields(spreadsheet, bookingId)
    if (!booking) return
    const phone = leadPhoneOfCell(booking.leadPhone)
    if (phone !== '' && doNotCallPhones(spreadsheet)[`:${phone}`]) return
    const leads = completeTab(
      spreadsheet,
      findTab(spreadsheet, LEADS_TAB, INTAKE_LEAD_COLUMNS),
      LEADS_TAB,
      INTAKE_LEAD_COLUMNS,
    )
    const source = REBOOK_SOURCES[kind]
    const rebookOf = columnCells(leads, 'rebookOf') ?? []
    const sources = columnCells(leads, 'source') ?? []
    if (rebookOf.some((cell, i) => cellText(cell).trim() === bookingId && cellText(sources[i]).trim() === source))
      return
    const now = Date.now()
    appendTabRow(leads, {
      receivedAt: new Date(now).toISOString(),
      name: booking.leadName,
      phone: booking.leadPhone,
      email: booking.leadEmail,
      address: booking.leadAddress,
      zip: booking.zip,
      service: booking.service,
      garageSize: booking.garageSize,
      source,
      notes: rebookNotes(kind, booking.rescheduleNote, booking.notes, dayLabel(now, leadTimeZone(booking.timeZone))),
      leadId: Utilities.getUuid(),
      rebookOf: bookingId,
    })
  })
}

/**
 * For `book`, by `:{Lead ID}`: the booking a rebook row names, of the Lead IDs the request's bookings carry. Read only
 * when one carries a Lead ID: a booking from an older tool, or of a pasted lead, costs nothing more.
 */
export function rebooksOfLeads(spreadsheet: Spreadsheet, bookings: unknown): Record<string, string> {
  const wanted = new Set(
    (Array.isArray(bookings) ? bookings : []).flatMap((booking: unknown) => {
      const leadId = (booking as { leadId?: unknown } | null)?.leadId
      return typeof leadId === 'string' && leadId.trim() !== '' ? [leadId.trim()] : []
    }),
  )
  const leads = wanted.size === 0 ? null : findTab(spreadsheet, LEADS_TAB, INTAKE_LEAD_COLUMNS)
  const rebookOf = leads && columnCells(leads, 'rebookOf')
  // The Lead ID column only once some row is a rebook row.
  const ids = leads && rebookOf?.some((cell) => cellText(cell).trim() !== '') ? columnCells(leads, 'leadId') : null
  const found: Record<string, string> = {}
  if (!rebookOf || !ids) return found
  ids.forEach((cell, i) => {
    const leadId = cellText(cell).trim()
    const booking = cellText(rebookOf[i]).trim()
    if (booking !== '' && wanted.has(leadId)) found[`:${leadId}`] = booking
  })
  return found
}
