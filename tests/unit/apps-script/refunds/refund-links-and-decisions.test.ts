// @vitest-environment node
// The quote email's two links, their pages (GET records nothing), askFromLink, refunds and decide.
import { beforeEach, describe, expect, it } from 'vitest'
import { approvedRefundMailLines } from '../../../support/refund-mail'
import type { LedgerScript } from '../../../../scripts/support/apps-script-double'
import { linkToken } from '../../../../scripts/support/link-token'
import { booking, KEY, loadScript, propertiesCacheExpired, poster } from '../script-requests'

const ID = '0f8e2a5c-3b1d-4c6e-9a7f-2d4b6c8e0a1f'
const OTHER = '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d'
const SECRET = 'test-link-secret'
const EXEC = 'https://script.google.com/macros/s/AKfyc-test/exec'
/** Wed Nov 18 06:00 CST: charged Mon Nov 23, the window's last day Mon Nov 30. */
const EMAILED = Date.parse('2026-11-18T12:00:00.000Z')
const APPOINTMENT = '2026-12-01T10:00:00-06:00'
const HOUR = 3_600_000
const DAY = 24 * HOUR
const NOT_VALID = 'This link is not valid.'
const NOT_VALID_PAGE = 'This link is not valid. Open it again from the quote email, or reply to that email.'

let script: LedgerScript
const post = poster(() => script)
const token = (action: 'refund' | 'noshow', id = ID) => linkToken(action, id, SECRET)
const page = (parameter: Record<string, string>) => script.doGet(parameter)
/** The page's visible text: tags dropped, entities read back, one line per block. */
const textOf = (html: string) =>
  html
    .replace(/<style>[^<]*<\/style>|<script>[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
const ask = (request: Record<string, unknown>) => script.call<{ ok: boolean; text: string }>('askFromLink', request)
const row = (id = ID) => {
  const [header, ...rows] = script.bookingsTab()
  const cells = rows.find((each) => each[0] === id)!
  return Object.fromEntries(header!.map((name, i) => [name, cells[i]]))
}
const refundColumns = (id = ID) => {
  const r = row(id)
  return [r['Refund Reason'], r['Refund Note'], r['Refund Asked At'], r['No-show Reported At'], r['No-show Note']]
}

beforeEach(() => {
  script = loadScript()
  script.properties.set('AGENCY_TIME_ZONE', 'America/Chicago')
  script.clock.set(EMAILED)
  // A secret the owner set on version 6 or later, which authorize keeps.
  script.properties.set('LINK_SECRET', SECRET)
  script.properties.set('LINK_SECRET_SINCE', '6')
  script.call('authorize')
  expect(post({ key: KEY, action: 'check', webAppUrl: EXEC })).toMatchObject({ refundLinks: true })
  post({
    key: KEY,
    action: 'book',
    bookings: [
      booking(ID, { appointment: APPOINTMENT }, { withAppointment: true }),
      booking(OTHER, {}, { withAppointment: true }),
    ],
  })
})

describe('the quote email and the owner’s check', () => {
  it('carries both links before the terms line, and the lead’s notes after it, last', () => {
    const lines = script.mail.sent[0]!.body.split('\n')
    expect(lines.slice(-7)).toEqual([
      `Ask for a refund by Mon Nov 30: ${EXEC}?refund=${ID}&t=${token('refund')}`,
      `Homeowner did not show up? Tell the agency: ${EXEC}?noshow=${ID}&t=${token('noshow')}`,
      '',
      'Charges apply weekly for the quotes delivered the prior week. Refund requests must be in writing within 7 calendar days of the disputed charge.',
      '',
      'Notes from the lead (not from the agency):',
      '  Side door',
    ])
    expect(lines[lines.length - 8]).toBe('')
  })

  it('carries no links while WEB_APP_URL or LINK_SECRET is unset; check says so to the owner only', () => {
    script = loadScript()
    script.call('authorize')
    expect(post({ key: KEY, action: 'check' })).toMatchObject({ refundLinks: false })
    expect(post({ key: KEY, action: 'check', webAppUrl: 'http://evil.example/exec' })).toMatchObject({
      refundLinks: false,
    })
    post({ key: KEY, action: 'book', bookings: [booking(ID, {}, { withAppointment: true })] })
    expect(script.mail.sent[0]!.body).not.toMatch(/refund=|noshow=/)
    script.properties.delete('LINK_SECRET')
    propertiesCacheExpired(script)
    expect(post({ key: KEY, action: 'check', webAppUrl: EXEC })).toMatchObject({ refundLinks: false })
    script.call('authorize')
    expect(script.properties.get('LINK_SECRET')).toMatch(/^[0-9a-f-]{72}$/)
    expect(post({ key: KEY, action: 'check' })).toMatchObject({ refundLinks: true })
  })

  it('authorize keeps a LINK_SECRET set on version 6 or later; a changed secret cuts off every old link', () => {
    script.call('authorize')
    expect(script.properties.get('LINK_SECRET')).toBe(SECRET)
    script.properties.set('LINK_SECRET', 'a new secret')
    propertiesCacheExpired(script)
    expect(textOf(page({ refund: ID, t: token('refund') }).getContent())).toContain(NOT_VALID_PAGE)
  })
})

describe('the pages record nothing', () => {
  it('the refund page: the quote, the terms’ lines, the reasons, the note box and the button', () => {
    script.resetCounters()
    const output = page({ refund: ID, t: token('refund') })
    expect(output.getTitle()).toBe('Ask for a refund')
    expect(textOf(output.getContent())).toEqual([
      'Ask for a refund',
      'Service',
      'Concrete Coatings',
      'ZIP',
      '54016',
      'Appointment',
      'Tue Dec 1, 10:00 AM CST',
      'Booking ID',
      ID,
      'Ask by Mon Nov 30',
      'A refund request must be made in writing within 7 calendar days of the disputed charge. Requests made after those 7 calendar days are never honored.',
      'Refunds are granted at the Company’s sole discretion.',
      'Refunds are not given for missed appointments, customer cancellations or calendar malfunctions.',
      'Reason',
      'Wrong service or outside our area',
      'Duplicate of a lead we already had',
      'Contact details are wrong',
      'Charged twice',
      'Other',
      'Anything the agency should know',
      'Ask for a refund',
    ])
    expect(output.getContent()).toMatch(/maxlength="500"/)
    expect(output.getContent()).not.toMatch(/Pat Doe|715 555|pat@example|Main St|Side door/)
    expect(script.counters.writeCalls).toBe(0)
    expect(refundColumns()).toEqual(['', '', '', '', ''])
  })

  it('the no-show page, once the appointment has begun', () => {
    script.clock.set(Date.parse(APPOINTMENT))
    script.resetCounters()
    const output = page({ noshow: ID, t: token('noshow') })
    expect(output.getTitle()).toBe('Report a no-show')
    expect(textOf(output.getContent()).slice(-3)).toEqual([
      'Under the Terms a no-show is not refunded. The agency will try to rebook the homeowner.',
      'Anything the agency should know',
      'Report the no-show',
    ])
    expect(textOf(output.getContent())).not.toContain('Ask by Mon Nov 30')
    expect(script.counters.writeCalls).toBe(0)
  })

  it.each([
    ['no token', { refund: ID }],
    ['a token of the wrong length', { refund: ID, t: token('refund').slice(1) }],
    ['a token outside the alphabet', { refund: ID, t: `${token('refund').slice(1)}+` }],
    ['the other action’s token', { refund: ID, t: token('noshow') }],
    ['an id that is not one', { refund: 'b-1', t: linkToken('refund', 'b-1', SECRET) }],
    [
      'a booking not in the ledger',
      { refund: '99999999-9999-4999-8999-999999999999', t: token('refund', '99999999-9999-4999-8999-999999999999') },
    ],
    ['the no-show page with the refund’s token', { noshow: ID, t: token('refund') }],
    ['no action', {}],
  ])('%s: This link is not valid, and what to do instead; no quote details', (_, parameter) => {
    const html = page(parameter as Record<string, string>).getContent()
    expect(textOf(html).slice(1)).toEqual([NOT_VALID_PAGE])
  })

  it('every other state replaces the form with its text', () => {
    const state = (parameter: Record<string, string>) => textOf(page(parameter).getContent()).at(-1)
    const refund = { refund: ID, t: token('refund') }
    const noshow = { noshow: ID, t: token('noshow') }
    expect(state(noshow)).toBe('This appointment has not happened yet.')
    script.clock.set(Date.parse('2026-12-01T06:00:00.000Z'))
    expect(state(refund)).toBe(
      'The refund window for this quote closed on Mon Nov 30. Reply to the quote email to reach the agency.',
    )
    expect(textOf(page(refund).getContent())).not.toContain('Ask by Mon Nov 30')
    script.clock.set(Date.parse('2026-12-09T06:00:00.000Z') - 1)
    expect(state(noshow)).toBe('Report the no-show')
    script.clock.set(Date.parse('2026-12-09T06:00:00.000Z'))
    expect(state(noshow)).toBe('Too late to report a no-show for this appointment.')
  })
})

describe('askFromLink', () => {
  const refund = { action: 'refund', id: ID, t: token('refund'), reason: 'Charged twice', note: '<b>twice</b> & more' }

  it('writes the three columns once; a second request changes nothing and says so', () => {
    script.clock.set(Date.parse('2026-11-19T16:00:00.000Z'))
    expect(ask(refund)).toEqual({ ok: true, text: 'Thank you. The agency will answer by email by Mon Nov 23.' })
    expect(refundColumns()).toEqual(['Charged twice', '<b>twice</b> & more', '2026-11-19T16:00:00.000Z', '', ''])
    script.clock.advance(DAY)
    script.resetCounters()
    expect(ask({ ...refund, reason: 'Other', note: 'again' })).toEqual({
      ok: false,
      text: 'A refund was already asked for on Thu Nov 19.',
    })
    expect(script.counters.writeCalls).toBe(0)
    expect(refundColumns()).toEqual(['Charged twice', '<b>twice</b> & more', '2026-11-19T16:00:00.000Z', '', ''])
    const html = page({ refund: ID, t: token('refund') }).getContent()
    expect(textOf(html).at(-1)).toBe('A refund was already asked for on Thu Nov 19.')
    expect(refundColumns(OTHER)).toEqual(['', '', '', '', ''])
  })

  it('reports a no-show once, inside its window', () => {
    const noshow = { action: 'noshow', id: ID, t: token('noshow'), note: 'Nobody home' }
    expect(ask(noshow)).toEqual({ ok: false, text: 'This appointment has not happened yet.' })
    script.clock.set(Date.parse('2026-12-01T20:00:00.000Z'))
    expect(ask(noshow)).toEqual({ ok: true, text: 'Thank you. The agency will call the homeowner.' })
    expect(refundColumns()).toEqual(['', '', '', '2026-12-01T20:00:00.000Z', 'Nobody home'])
    expect(ask(noshow)).toEqual({ ok: false, text: 'This no-show was reported on Tue Dec 1.' })
  })

  it.each([
    ['no token', { ...refund, t: undefined }, NOT_VALID],
    ['a token of the wrong length', { ...refund, t: `${token('refund')}A` }, NOT_VALID],
    ['a token outside the alphabet', { ...refund, t: token('refund').replace(/^./, '/') }, NOT_VALID],
    ['an id that is not one', { ...refund, id: 'b-1', t: linkToken('refund', 'b-1', SECRET) }, NOT_VALID],
    ['an unknown reason', { ...refund, reason: 'I changed my mind' }, 'Choose one of the reasons.'],
    ['a note over 500 characters', { ...refund, note: 'x'.repeat(501) }, 'The note is longer than 500 characters.'],
    ['a note that is not text', { ...refund, note: 5 }, 'The note is longer than 500 characters.'],
  ])('refuses %s and writes nothing', (_, request, text) => {
    script.resetCounters()
    expect(ask(request)).toMatchObject({ ok: false, text })
    expect(script.counters.writeCalls).toBe(0)
    expect(refundColumns()).toEqual(['', '', '', '', ''])
  })

  it('takes a note of exactly 500 characters, and refuses a closed window', () => {
    expect(ask({ ...refund, note: 'y'.repeat(500) })).toMatchObject({ ok: true })
    script.clock.set(Date.parse('2026-12-01T06:00:00.000Z'))
    expect(ask({ ...refund, id: OTHER, t: token('refund', OTHER) })).toEqual({
      ok: false,
      text: 'The refund window for this quote closed on Mon Nov 30. Reply to the quote email to reach the agency.',
    })
    expect(refundColumns(OTHER)).toEqual(['', '', '', '', ''])
  })

  it('a quote already Refunded or Cancelled', () => {
    const tab = script.spreadsheet.getSheetByName('Bookings')!
    const status = script.bookingsTab()[0]!.indexOf('Status') + 1
    tab.getRange(2, status).setValue('Cancelled')
    expect(ask(refund)).toEqual({ ok: false, text: 'This quote is already refunded.' })
    expect(textOf(page({ noshow: ID, t: token('noshow') }).getContent()).at(-1)).toBe('This quote is already refunded.')
  })
})

describe('refunds and decide', () => {
  const SETTER = 'sam-key-0123456789abcdef'
  const refundOf = (id: string, reason: string, note: string) =>
    ask({ action: 'refund', id, t: token('refund', id), reason, note })
  const refunds = () => post({ key: KEY, action: 'refunds', since: '2026-11-16T06:00:00.000Z' })
  const decide = (body: Record<string, unknown>) => post({ key: KEY, action: 'decide', ...body })

  it('are the owner’s only', () => {
    script.spreadsheet.getSheetByName('Setters')!.prefill([['Sam', SETTER, 'yes']])
    expect(post({ key: SETTER, action: 'refunds', since: '2026-11-16T06:00:00.000Z' })).toEqual({
      ok: false,
      error: 'owner-only',
    })
    expect(post({ key: SETTER, action: 'decide', id: ID, decision: 'approve' })).toEqual({
      ok: false,
      error: 'owner-only',
    })
    expect(post({ key: SETTER, action: 'check', webAppUrl: 'https://other.example/x/exec' })).not.toHaveProperty(
      'refundLinks',
    )
  })

  it('lists the open requests with their notes, homeowner and setter, oldest first; decides each once, with one email each', () => {
    script.clock.set(Date.parse('2026-11-19T16:00:00.000Z'))
    refundOf(OTHER, 'Other', '<script>alert(1)</script>')
    script.clock.advance(HOUR)
    refundOf(ID, 'Charged twice', '')
    expect(refunds()).toEqual({
      ok: true,
      version: 13,
      open: [
        {
          id: OTHER,
          leadName: 'Pat Doe',
          setter: 'Alex',
          partner: 'Hudson Garage Floors LLC',
          zip: '54016',
          service: 'Concrete Coatings',
          appointmentLabel: 'Tue Dec 1, 10:00 AM CST',
          reason: 'Other',
          note: '<script>alert(1)</script>',
          askedAt: '2026-11-19T16:00:00.000Z',
        },
        expect.objectContaining({ id: ID, reason: 'Charged twice', note: '', askedAt: '2026-11-19T17:00:00.000Z' }),
      ],
      decided: [],
      appointments: [],
    })
    const sent = script.mail.sent.length
    expect(decide({ id: ID, decision: 'approve', why: 'Booked twice on <Monday>' })).toEqual({
      ok: true,
      decision: 'Approved',
      refundEmailStatus: 'Sent',
    })
    expect(decide({ id: OTHER, decision: 'decline' })).toEqual({
      ok: true,
      decision: 'Declined',
      refundEmailStatus: 'Sent',
    })
    const mails = script.mail.sent.slice(sent)
    expect(mails.map(({ to, subject }) => [to, subject])).toEqual([
      ['quotes@hudson.example', 'Refund approved: Concrete Coatings · 54016 · Tue Dec 1, 10:00 AM CST'],
      ['quotes@hudson.example', 'Refund declined: Concrete Coatings · 54016 · Tue Dec 1, 10:00 AM CST'],
    ])
    expect(mails[0]!.body.split('\n')).toEqual(approvedRefundMailLines(ID, ['  Booked twice on <Monday>']))
    expect(decide({ id: ID, decision: 'decline' })).toEqual({ ok: false, error: 'already-decided' })
    expect(script.mail.sent.length).toBe(sent + 2)
    expect(row(ID)).toMatchObject({
      Status: 'Refunded',
      'Refund Decision': 'Approved',
      'Refund Decided At': '2026-11-19T17:00:00.000Z',
      'Refund Why': 'Booked twice on <Monday>',
      'Refund Email Status': 'Sent',
    })
    expect(row(OTHER)).toMatchObject({ Status: '', 'Refund Decision': 'Declined' })
    const answer = refunds() as { open: unknown[]; decided: Record<string, string>[] }
    expect(answer.open).toEqual([])
    expect(answer.decided.map((d) => [d.id, d.decision, d.why, d.note, d.refundEmailStatus])).toEqual([
      [ID, 'Approved', 'Booked twice on <Monday>', '', 'Sent'],
      [OTHER, 'Declined', '', '<script>alert(1)</script>', 'Sent'],
    ])
    expect(post({ key: KEY, action: 'list', since: '2026-11-19T00:00:00.000Z' })).toMatchObject({
      bookings: [
        {
          id: ID,
          refundDecision: 'Approved',
          refundDecidedAt: '2026-11-19T17:00:00.000Z',
          refundReason: 'Charged twice',
        },
        { id: OTHER, refundDecision: 'Declined', refundReason: 'Other' },
      ],
    })
  })

  it('list also returns a row decided in the window asked, booked and emailed before it', () => {
    refundOf(ID, 'Other', '')
    script.clock.set(Date.parse('2026-11-25T15:00:00.000Z'))
    decide({ id: ID, decision: 'approve' })
    const listed = post({ key: KEY, action: 'list', since: '2026-11-23T06:00:00.000Z' }) as { bookings: unknown[] }
    expect(listed.bookings).toEqual([
      expect.objectContaining({ id: ID, refundDecision: 'Approved', refundDecidedAt: '2026-11-25T15:00:00.000Z' }),
    ])
    expect(JSON.stringify(listed)).not.toMatch(/Refund Note|note/)
  })

  it('answers not-found, no-request and bad-request, writing nothing', () => {
    script.resetCounters()
    expect(decide({ id: '99999999-9999-4999-8999-999999999999', decision: 'approve' })).toEqual({
      ok: false,
      error: 'not-found',
    })
    expect(decide({ id: ID, decision: 'approve' })).toEqual({ ok: false, error: 'no-request' })
    expect(decide({ id: ID, decision: 'yes' })).toMatchObject({ ok: false, error: 'bad-request' })
    expect(decide({ id: ID, decision: 'decline', why: 'z'.repeat(501) })).toMatchObject({ error: 'bad-request' })
    expect(decide({ decision: 'decline' })).toMatchObject({ error: 'bad-request' })
    expect(row(ID)['Refund Decision']).toBe('')
  })

  it('writes the email’s fate: may have been sent after an exception Google does not document', () => {
    refundOf(ID, 'Other', '')
    script.mail.failWith = 'Service unavailable: Gmail'
    expect(decide({ id: ID, decision: 'decline' })).toEqual({
      ok: true,
      decision: 'Declined',
      refundEmailStatus: 'may have been sent: check the Sent folder',
    })
    expect(row(ID)['Refund Email Status']).toBe('may have been sent: check the Sent folder')
  })

  describe('resendDecision', () => {
    const resend = (body: Record<string, unknown>) => post({ key: KEY, action: 'resendDecision', ...body })

    it('sends a decision whose email hit the daily quota once the quota is back, once', () => {
      refundOf(ID, 'Other', '')
      script.mail.quota = 0
      expect(decide({ id: ID, decision: 'approve', why: 'fair' })).toMatchObject({
        refundEmailStatus: 'daily email limit reached',
      })
      expect(decide({ id: ID, decision: 'approve' })).toEqual({ ok: false, error: 'already-decided' })
      expect(resend({ id: ID })).toEqual({ ok: true, refundEmailStatus: 'daily email limit reached' })
      const sent = script.mail.sent.length
      script.mail.quota = 100
      expect(resend({ id: ID })).toEqual({ ok: true, refundEmailStatus: 'Sent' })
      expect(script.mail.sent.slice(sent).map((mail) => mail.to)).toEqual(['quotes@hudson.example'])
      expect(script.mail.sent.at(-1)!.body).toContain('fair')
      expect(row(ID)['Refund Email Status']).toBe('Sent')
      expect(resend({ id: ID })).toEqual({ ok: true, refundEmailStatus: 'Sent' })
      expect(script.mail.sent.length).toBe(sent + 1)
    })

    it('sends one that may have been sent only with resend: true', () => {
      refundOf(ID, 'Other', '')
      script.mail.failWith = 'Service unavailable: Gmail'
      decide({ id: ID, decision: 'decline' })
      script.mail.failWith = null
      const sent = script.mail.sent.length
      const mayHaveBeenSent = { ok: true, refundEmailStatus: 'may have been sent: check the Sent folder' }
      expect(resend({ id: ID })).toEqual(mayHaveBeenSent)
      expect(script.mail.sent.length).toBe(sent)
      expect(resend({ id: ID, resend: true })).toEqual({ ok: true, refundEmailStatus: 'Sent' })
      expect(script.mail.sent.length).toBe(sent + 1)
    })

    it('answers not-found, no-decision and busy, and is the owner’s only', () => {
      script.spreadsheet.getSheetByName('Setters')!.prefill([['Sam', SETTER, 'yes']])
      expect(resend({ id: '99999999-9999-4999-8999-999999999999' })).toEqual({ ok: false, error: 'not-found' })
      expect(resend({ id: ID })).toEqual({ ok: false, error: 'no-decision' })
      expect(post({ key: SETTER, action: 'resendDecision', id: ID })).toEqual({ ok: false, error: 'owner-only' })
      script.lock.heldElsewhere = true
      expect(resend({ id: ID })).toEqual({ ok: false, error: 'busy' })
    })
  })

  it('answers the appointments of the 28 days before now, each by its Booking ID, with the no-shows reported', () => {
    script.clock.set(Date.parse('2026-12-01T20:00:00.000Z'))
    ask({ action: 'noshow', id: ID, t: token('noshow'), note: '' })
    expect((refunds() as { appointments: unknown[] }).appointments).toEqual([
      {
        id: ID,
        partner: 'Hudson Garage Floors LLC',
        appointment: APPOINTMENT,
        emailStatus: 'Sent',
        noShowReportedAt: '2026-12-01T20:00:00.000Z',
      },
      {
        id: OTHER,
        partner: 'Hudson Garage Floors LLC',
        appointment: '2026-12-01T16:00:00.000Z',
        emailStatus: 'Sent',
        noShowReportedAt: '',
      },
    ])
  })
})
