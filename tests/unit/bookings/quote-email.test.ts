// @vitest-environment node
// The quote email's text and address rules, and the ledger script giving exactly the same results.
import { describe, expect, it } from 'vitest'
import { loadLedgerScript } from '../../../scripts/support/apps-script-double'
import {
  partnerAddresses,
  quoteEmailBody,
  quoteEmailSubject,
  type QuoteEmailFields,
} from '../../../src/bookings/quote-email'
import { refundPolicyText } from '../../../src/refunds/policy'
import { BREAKS_AND_TAB } from '../../support/line-breaks'

const REFUND_RULE = refundPolicyText.quoteEmail

const full: QuoteEmailFields = {
  id: 'b-1',
  setter: 'Alex',
  service: 'Concrete Coatings',
  zip: '54016',
  garageSize: '2-car',
  leadName: 'Pat Doe',
  leadPhone: '715 555 0100',
  leadEmail: 'pat@example.com',
  leadAddress: '1 Main St, Hudson WI',
  appointmentLabel: 'Tue Dec 1, 10:00 AM CST',
  notes: 'Side door',
}
const NOTES_HEADING = 'Notes from the lead (not from the agency):'
/** A stranger's web-form notes: a false refund line and payment instructions. */
const FALSE_REFUND_NOTE =
  'Side door\nAsk for a refund by Mon Dec 7: https://evil.example/refund\nPayment change: remit to account 12345678'
/** The agency's own refund and no-show lines, as the script writes them. */
const LINK_LINES = [
  'Ask for a refund by Mon Nov 30: https://script.google.com/macros/s/AKfyc-test/exec?refund=b-1&t=token-1',
  'Homeowner did not show up? Tell the agency: https://script.google.com/macros/s/AKfyc-test/exec?noshow=b-1&t=token-2',
]
const TERMS =
  'Charges apply weekly for the quotes delivered the prior week. Refund requests must be in writing within 7 calendar days of the disputed charge.'

describe('partnerAddresses', () => {
  it('refuses an empty cell', () => {
    expect(partnerAddresses('')).toEqual({ reason: 'no partner email' })
    expect(partnerAddresses('  ')).toEqual({ reason: 'no partner email' })
    expect(partnerAddresses(undefined)).toEqual({ reason: 'no partner email' })
    expect(partnerAddresses(' , ; ')).toEqual({ reason: 'no partner email' })
  })
  it('takes a plain address, and lists split by commas or semicolons, trimmed', () => {
    expect(partnerAddresses(' jo@x.com ')).toEqual({ addresses: ['jo@x.com'] })
    expect(partnerAddresses('a@x.com, b@y.org')).toEqual({ addresses: ['a@x.com', 'b@y.org'] })
    expect(partnerAddresses('a@x.com;b@y.org ;  c@z.co')).toEqual({ addresses: ['a@x.com', 'b@y.org', 'c@z.co'] })
    expect(partnerAddresses('a@x.com, A@X.com,')).toEqual({ addresses: ['a@x.com'] })
  })
  it('refuses display names, angle brackets, spaces inside and line breaks, naming the first offending piece', () => {
    expect(partnerAddresses('Jo <jo@x.com>')).toEqual({ reason: 'not an email address: Jo <jo@x.com>' })
    expect(partnerAddresses('ok@x.com, <jo@x.com>')).toEqual({ reason: 'not an email address: <jo@x.com>' })
    expect(partnerAddresses('jo @x.com')).toEqual({ reason: 'not an email address: jo @x.com' })
    expect(partnerAddresses('jo')).toEqual({ reason: 'not an email address: jo' })
    expect(partnerAddresses('a@x.com\nb@y.com')).toEqual({ reason: 'not an email address: a@x.com b@y.com' })
    expect(partnerAddresses('a@x.com,\r\n  b@y.com')).toEqual({ reason: 'not an email address: b@y.com' })
    // A run of spaces or a line break inside the piece is named as one space.
    expect(partnerAddresses('a@x.com\r\nb@y.com')).toEqual({ reason: 'not an email address: a@x.com b@y.com' })
    expect(partnerAddresses('Jo  Doe <jo@x.com>')).toEqual({ reason: 'not an email address: Jo Doe <jo@x.com>' })
  })
  it('refuses more than five addresses', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((n) => `${n}@x.com`)
    expect(partnerAddresses(five.join(','))).toEqual({ addresses: five })
    expect(partnerAddresses([...five, 'f@x.com'].join(', '))).toEqual({ reason: 'too many addresses' })
  })
})

describe('the quote email', () => {
  it('has the subject with and without a service', () => {
    expect(quoteEmailSubject(full)).toBe('New estimate: Concrete Coatings · 54016 · Tue Dec 1, 10:00 AM CST')
    expect(quoteEmailSubject({ ...full, service: ' ' })).toBe('New estimate: 54016 · Tue Dec 1, 10:00 AM CST')
  })
  it('cuts a subject over 250 characters to 250, ending with …, never between the halves of an emoji', () => {
    const long = quoteEmailSubject({ ...full, appointmentLabel: 'x'.repeat(300) })
    expect(long).toHaveLength(250)
    expect(long).toBe(`New estimate: Concrete Coatings · 54016 · ${'x'.repeat(207)}…`)
    const fits = quoteEmailSubject({ ...full, appointmentLabel: 'x'.repeat(208) })
    expect(fits).toHaveLength(250)
    expect(fits.endsWith('x')).toBe(true)
    // An emoji (two UTF-16 units) would be cut in half at 249: the cut falls before it.
    const emoji = quoteEmailSubject({ ...full, appointmentLabel: `${'x'.repeat(206)}😀😀` })
    expect(emoji).toBe(`New estimate: Concrete Coatings · 54016 · ${'x'.repeat(206)}…`)
    expect(quoteEmailSubject({ ...full, appointmentLabel: `${'x'.repeat(205)}😀😀` })).toBe(
      `New estimate: Concrete Coatings · 54016 · ${'x'.repeat(205)}😀…`,
    )
  })

  it('has one line per field, an em dash for an empty one, a blank line, the terms line, then the notes', () => {
    expect(quoteEmailBody(full, REFUND_RULE).split('\n')).toEqual([
      'Lead: Pat Doe',
      'Phone: 715 555 0100',
      'Email: pat@example.com',
      'Address: 1 Main St, Hudson WI',
      'Appointment: Tue Dec 1, 10:00 AM CST',
      'Service: Concrete Coatings',
      'Garage size: 2-car',
      'Booking ID: b-1',
      'Booked by: Alex',
      '',
      TERMS,
      '',
      NOTES_HEADING,
      '  Side door',
    ])
    // Empty notes: no heading, the terms line ends the email.
    expect(quoteEmailBody({ id: 'b-2', leadName: 'Sam' }, REFUND_RULE)).toBe(
      [
        'Lead: Sam',
        'Phone: —',
        'Email: —',
        'Address: —',
        'Appointment: —',
        'Service: —',
        'Garage size: —',
        'Booking ID: b-2',
        'Booked by: —',
        '',
        TERMS,
      ].join('\n'),
    )
  })
  it('shows a field trimmed, and one of only spaces as empty', () => {
    const lines = quoteEmailBody(
      { id: ' b-3 ', leadName: '  Sam Lee  ', notes: '   ', setter: '\t' },
      REFUND_RULE,
    ).split('\n')
    // Trimmed, it is the email of the same booking typed without the spaces.
    const untrimmed = quoteEmailBody({ id: 'b-3', leadName: 'Sam Lee' }, REFUND_RULE).split('\n')
    expect(lines).toEqual(untrimmed)
    expect(lines[0]).toBe('Lead: Sam Lee')
    expect(lines).not.toContain(NOTES_HEADING)
    expect(lines[8]).toBe('Booked by: —')
    expect(quoteEmailSubject({ zip: ' ', appointmentLabel: '  ' })).toBe('New estimate: — · —')
  })

  it('puts a note’s false refund line and payment change last, indented and defanged, after the real refund link', () => {
    const lines = quoteEmailBody({ ...full, notes: FALSE_REFUND_NOTE }, REFUND_RULE, LINK_LINES).split('\n')
    expect(lines.slice(-11)).toEqual([
      'Booked by: Alex',
      '',
      ...LINK_LINES,
      '',
      TERMS,
      '',
      NOTES_HEADING,
      '  Side door',
      '  Ask for a refund by Mon Dec 7: hxxps://evil[.]example/refund',
      '  Payment change: remit to account 12345678',
    ])
    expect(lines.indexOf(NOTES_HEADING)).toBe(lines.length - 4)
    // The only line that starts with the refund words is the agency's own, with the live link.
    expect(lines.filter((line) => line.startsWith('Ask for a refund'))).toEqual([LINK_LINES[0]])
    expect(lines.join('\n')).not.toContain('https://evil')
  })

  it('writes a lead name with a line break, and every other field but the notes, on one line', () => {
    const lines = quoteEmailBody(
      {
        ...full,
        leadName: 'Pat\nAsk for a refund by Mon Dec 7: https://evil.example/refund',
        leadAddress: '1 Main St\r\nHudson WI',
        setter: 'Alex\u2028Payment change',
        service: 'Concrete\tCoatings',
      },
      REFUND_RULE,
    ).split('\n')
    // A link in any field is defanged too: only the agency's own links are live.
    expect(lines[0]).toBe('Lead: Pat Ask for a refund by Mon Dec 7: hxxps://evil[.]example/refund')
    expect(lines[3]).toBe('Address: 1 Main St Hudson WI')
    expect(lines[5]).toBe('Service: Concrete Coatings')
    expect(lines[8]).toBe('Booked by: Alex Payment change')
    expect(lines).toHaveLength(14)
    expect(quoteEmailSubject({ ...full, service: 'Concrete\nCoatings', zip: '54016\r\n' })).toBe(
      'New estimate: Concrete Coatings · 54016 · Tue Dec 1, 10:00 AM CST',
    )
  })

  it.each(BREAKS_AND_TAB)('makes a %s in the lead name one space', (_name, character) => {
    expect(quoteEmailBody({ ...full, leadName: `Pat${character}${character}Doe` }, REFUND_RULE).split('\n')[0]).toBe(
      'Lead: Pat Doe',
    )
  })
})

describe('the ledger script', () => {
  it('gives exactly the same subject, body and addresses as the tool', () => {
    const script = loadLedgerScript({ ledgerKey: 'k-xxxxxxxxxxxxxxxxxx' })
    const fields: QuoteEmailFields[] = [
      full,
      { ...full, service: '' },
      { ...full, notes: 'Line one\nline two', zip: ' 02134 ' },
      { id: 'x' },
      { id: ' y ', leadName: '  Sam Lee  ', notes: '   ', zip: ' ' },
      {},
      { ...full, appointmentLabel: 'x'.repeat(300) },
      { ...full, appointmentLabel: 'x'.repeat(208) },
      { ...full, appointmentLabel: `${'x'.repeat(205)}😀😀` },
      { ...full, appointmentLabel: `${'x'.repeat(206)}😀😀` },
      { ...full, notes: FALSE_REFUND_NOTE },
      { ...full, notes: '\n Side door\t\r\n\r\nhttp://a.b.example\u2028x\u0085y\v\f ' },
      {
        ...full,
        leadName: 'Pat\nDoe',
        leadAddress: '1 Main\u2029St',
        setter: 'Al\tex',
        service: 'A\u0085B',
        zip: '540\f16',
      },
    ]
    const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown
    for (const b of fields) {
      expect(script.internal('quoteEmailSubject', b)).toBe(quoteEmailSubject(b))
      expect(script.internal('quoteEmailBody', b, REFUND_RULE)).toBe(quoteEmailBody(b, REFUND_RULE))
      expect(script.internal('quoteEmailBody', b, REFUND_RULE, LINK_LINES)).toBe(
        quoteEmailBody(b, REFUND_RULE, LINK_LINES),
      )
    }
    const cells = [
      '',
      ' ',
      'jo@x.com',
      'a@x.com, b@y.org',
      'a@x.com;b@y.org',
      'a@x.com, A@X.com',
      'Jo <jo@x.com>',
      '<jo@x.com>',
      'a@x.com\nb@y.com',
      'a@x.com\r\nb@y.com',
      'Jo  Doe <jo@x.com>',
      'jo @x.com',
      'a@x.com,b@x.com,c@x.com,d@x.com,e@x.com,f@x.com',
      'a@x.com,,',
      'a@x',
    ]
    for (const cell of cells) expect(plain(script.internal('partnerAddresses', cell))).toEqual(partnerAddresses(cell))
  })
})
