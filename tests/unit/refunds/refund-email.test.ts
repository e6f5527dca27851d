// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fitMailSubject, quoteEmailSubject } from '../../../src/bookings/quote-email'
import { refundEmailBody, refundEmailSubject, type RefundEmailFields } from '../../../src/refunds/refund-email'

const approved: RefundEmailFields = {
  decision: 'Approved',
  id: '0f8e2a5c-3b1d-4c6e-9a7f-2d4b6c8e0a1f',
  service: 'Concrete Coatings',
  zip: '54016',
  appointmentLabel: 'Tue Dec 1, 10:00 AM CST',
  reason: 'Charged twice',
  why: 'The same homeowner was booked on Monday.',
}

/** The quote as the quote email's subject names it. */
const QUOTE = 'Concrete Coatings · 54016 · Tue Dec 1, 10:00 AM CST'

describe('the refund decision email', () => {
  it('subject: `Refund approved: {Service} · {ZIP} · {Appointment Label}` or `Refund declined: …`', () => {
    expect(refundEmailSubject(approved)).toBe(`Refund approved: ${QUOTE}`)
    expect(refundEmailSubject({ ...approved, decision: 'Declined' })).toBe(`Refund declined: ${QUOTE}`)
    // The quote as the quote email named it: no service left out, an empty ZIP or label shown as `—`.
    expect(refundEmailSubject({ ...approved, service: ' ', zip: '', appointmentLabel: undefined })).toBe(
      'Refund approved: — · —',
    )
    expect(quoteEmailSubject(approved)).toBe(`New estimate: ${QUOTE}`)
  })

  it('body: the decision, the quote, the reason and the Booking ID, then the why last, under its heading, indented', () => {
    expect(refundEmailBody(approved).split('\n')).toEqual([
      'The agency approved your refund request for this quote.',
      '',
      `Quote: ${QUOTE}`,
      'Reason: Charged twice',
      'Booking ID: 0f8e2a5c-3b1d-4c6e-9a7f-2d4b6c8e0a1f',
      '',
      'Why (from the agency):',
      '  The same homeowner was booked on Monday.',
    ])
    // No why: no heading, the Booking ID ends the email.
    expect(refundEmailBody({ ...approved, decision: 'Declined', why: '  ', reason: ' Other ' }).split('\n')).toEqual([
      'The agency declined your refund request for this quote.',
      '',
      `Quote: ${QUOTE}`,
      'Reason: Other',
      'Booking ID: 0f8e2a5c-3b1d-4c6e-9a7f-2d4b6c8e0a1f',
    ])
  })

  it('writes the why as a note: its lines indented, its links defanged; the other fields on one line', () => {
    const body = refundEmailBody({
      ...approved,
      reason: 'Charged twice\nRefund sent to https://evil.example',
      why: 'Booked twice.\r\nAsk for a refund by Mon Dec 7: https://evil.example/refund',
    })
    expect(body.split('\n')).toEqual([
      'The agency approved your refund request for this quote.',
      '',
      `Quote: ${QUOTE}`,
      'Reason: Charged twice Refund sent to hxxps://evil[.]example',
      'Booking ID: 0f8e2a5c-3b1d-4c6e-9a7f-2d4b6c8e0a1f',
      '',
      'Why (from the agency):',
      '  Booked twice.',
      '  Ask for a refund by Mon Dec 7: hxxps://evil[.]example/refund',
    ])
  })

  it('keeps markup in the why as text: the email is plain text', () => {
    const body = refundEmailBody({ ...approved, why: '<b>Not</b> a duplicate & "out of area"' })
    expect(body).toContain('Why (from the agency):\n  <b>Not</b> a duplicate & "out of area"')
  })
})

describe('a subject within MailApp’s 250 characters', () => {
  it('is kept whole up to 250 characters, else cut to 249 and `…`', () => {
    expect(fitMailSubject('x'.repeat(250))).toBe('x'.repeat(250))
    expect(fitMailSubject('x'.repeat(251))).toBe(`${'x'.repeat(249)}…`)
    expect(fitMailSubject('x'.repeat(251))).toHaveLength(250)
    const long = refundEmailSubject({ ...approved, service: 'Tree Service '.repeat(40) })
    expect(long).toHaveLength(250)
    expect(long.startsWith('Refund approved: Tree Service Tree Service')).toBe(true)
    expect(long.endsWith('…')).toBe(true)
  })

  it('never splits a character written as two UTF-16 units', () => {
    // The 249th unit would be the first half of a tree: the cut falls before it.
    expect(fitMailSubject(`${'x'.repeat(248)}🌳🌳`)).toBe(`${'x'.repeat(248)}…`)
    expect(fitMailSubject(`${'x'.repeat(247)}🌳🌳`)).toBe(`${'x'.repeat(247)}🌳…`)
    expect(fitMailSubject(`${'x'.repeat(246)}🌳🌳`)).toBe(`${'x'.repeat(246)}🌳🌳`)
  })
})
