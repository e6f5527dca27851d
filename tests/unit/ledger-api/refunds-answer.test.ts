// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { readDecideReply, readRefundsReply, readResendDecisionReply } from '../../../src/ledger-api/refunds-answer'
import { openRefund } from '../refunds/refund-fixtures'

const open = openRefund
const { askedAt: _askedAt, ...request } = open
const decided = {
  ...request,
  id: '3f2b8c1e-0000-4000-8000-000000000002',
  why: 'Phone number was <i>wrong</i>',
  decision: 'Approved',
  decidedAt: '2026-11-25T15:00:00.000Z',
  refundEmailStatus: 'Sent',
}
const appointment = {
  partner: 'Fixture Floors LLC',
  appointment: '2026-11-20T10:00:00-06:00',
  emailStatus: 'Sent',
  noShowReportedAt: '',
}
const answer = (body: Record<string, unknown>) =>
  JSON.stringify({ ok: true, version: 4, open: [open], decided: [decided], appointments: [appointment], ...body })

describe('the refunds answer', () => {
  it('reads the open requests, the decisions and the appointments, notes kept as the text typed', () => {
    const reply = readRefundsReply(answer({}))
    expect(reply).toEqual({
      kind: 'answer',
      body: {
        open: [open],
        decided: [decided],
        appointments: [appointment],
      },
    })
    if (reply.kind !== 'answer') throw new Error('not an answer')
    expect(reply.body.open[0]!.note).toBe('<b>x</b>')
    expect(reply.body.decided[0]!.why).toBe('Phone number was <i>wrong</i>')
  })

  it('keeps an appointment’s Booking ID from version 13, and reads one without it or with a malformed one as before', () => {
    const named = { ...appointment, id: 'booked-1' }
    expect(readRefundsReply(answer({ appointments: [named] }))).toMatchObject({ body: { appointments: [named] } })
    expect(readRefundsReply(answer({ appointments: [{ ...appointment, id: 7 }] }))).toMatchObject({
      body: { appointments: [appointment] },
    })
  })

  it('reads the homeowner and the setter a version 10 script names, and an older answer without them', () => {
    const named = { ...open, leadName: 'Pat Doe', setter: 'Alex' }
    const reply = readRefundsReply(answer({ open: [named], decided: [{ ...decided, leadName: 'Lee Roe' }] }))
    expect(reply.kind === 'answer' && reply.body.open[0]).toEqual(named)
    expect(reply.kind === 'answer' && reply.body.decided[0]).toEqual({ ...decided, leadName: 'Lee Roe' })
    const older = readRefundsReply(answer({}))
    expect(older.kind === 'answer' && older.body.open[0]).not.toHaveProperty('leadName')
    expect(older.kind === 'answer' && older.body.open[0]).not.toHaveProperty('setter')
  })

  it('leaves out a name that is not text', () => {
    const reply = readRefundsReply(answer({ open: [{ ...open, leadName: 5, setter: 'Alex' }] }))
    expect(reply.kind === 'answer' && reply.body.open[0]).toEqual({ ...open, setter: 'Alex' })
  })

  it('drops fields the contract does not name', () => {
    const reply = readRefundsReply(answer({ open: [{ ...open, leadPhone: '555-0100' }] }))
    expect(reply.kind === 'answer' && reply.body.open[0]).toEqual(open)
  })

  it.each([
    ['a list missing', { appointments: undefined }],
    ['a note that is not text', { open: [{ ...open, note: 5 }] }],
    ['an askedAt that is no time', { open: [{ ...open, askedAt: 'yesterday' }] }],
    ['a decision the contract does not name', { decided: [{ ...decided, decision: 'Refunded' }] }],
    ['a decision without its email status', { decided: [{ ...decided, refundEmailStatus: undefined }] }],
    ['an appointment row that is a list', { appointments: [['a', 'b']] }],
  ])('refuses %s as not the ledger’s answer', (_, body) => {
    expect(readRefundsReply(answer(body))).toEqual({
      kind: 'unreachable',
      detail: 'the ledger’s answer was malformed',
    })
  })

  it('passes the setter’s owner-only refusal on', () => {
    expect(readRefundsReply('{"ok":false,"error":"owner-only"}')).toEqual({ kind: 'refused', error: 'owner-only' })
  })

  it('reads an HTML page as no answer from the ledger', () => {
    expect(readRefundsReply('<html>Sign in</html>').kind).toBe('unreachable')
  })
})

describe('the decide answer', () => {
  it('reads the decision and the fate of its email', () => {
    expect(readDecideReply('{"ok":true,"decision":"Declined","refundEmailStatus":"being sent"}')).toEqual({
      kind: 'answer',
      body: { decided: true, decision: 'Declined', refundEmailStatus: 'being sent' },
    })
  })

  it.each(['already-decided', 'no-request', 'not-found'])('reads %s as nothing written', (error) => {
    expect(readDecideReply(JSON.stringify({ ok: false, error }))).toEqual({
      kind: 'answer',
      body: { decided: false, error, reason: '' },
    })
  })

  it('keeps bad-request’s reason', () => {
    expect(readDecideReply('{"ok":false,"error":"bad-request","reason":"why is too long"}')).toEqual({
      kind: 'answer',
      body: { decided: false, error: 'bad-request', reason: 'why is too long' },
    })
  })

  it('passes owner-only on, and refuses an unknown decision or error', () => {
    expect(readDecideReply('{"ok":false,"error":"owner-only"}')).toEqual({ kind: 'refused', error: 'owner-only' })
    expect(readDecideReply('{"ok":true,"decision":"Refunded","refundEmailStatus":"Sent"}').kind).toBe('unreachable')
    expect(readDecideReply('{"ok":true,"decision":"Approved"}').kind).toBe('unreachable')
    expect(readDecideReply('{"ok":false,"error":"gone"}').kind).toBe('unreachable')
  })
})

describe('resendDecision', () => {
  it('reads the email’s fate, not-found and no-decision as answers, busy and an older script as refused', () => {
    expect(readResendDecisionReply('{"ok":true,"refundEmailStatus":"Sent"}')).toEqual({
      kind: 'answer',
      body: { sent: true, refundEmailStatus: 'Sent' },
    })
    for (const error of ['not-found', 'no-decision'] as const)
      expect(readResendDecisionReply(JSON.stringify({ ok: false, error }))).toEqual({
        kind: 'answer',
        body: { sent: false, error },
      })
    expect(readResendDecisionReply('{"ok":false,"error":"busy"}')).toEqual({ kind: 'refused', error: 'busy' })
    expect(readResendDecisionReply('{"ok":false,"error":"bad-request"}')).toEqual({
      kind: 'refused',
      error: 'bad-request',
    })
    expect(readResendDecisionReply('{"ok":true}').kind).toBe('unreachable')
  })
})

describe('an open request on a booking with a Ledger Note (version 8)', () => {
  it('carries the note, and none when it is blank or absent', () => {
    const open = {
      id: 'b-1',
      partner: 'P',
      zip: '54016',
      service: 'S',
      appointmentLabel: '',
      reason: 'Other',
      note: '',
      askedAt: '2026-11-19T16:00:00.000Z',
    }
    const answer = (ledgerNote?: unknown) =>
      readRefundsReply(JSON.stringify({ ok: true, open: [{ ...open, ledgerNote }], decided: [], appointments: [] }))
    expect(answer('Refund Reason written here by mistake by askFromLink at x')).toMatchObject({
      body: { open: [{ ledgerNote: 'Refund Reason written here by mistake by askFromLink at x' }] },
    })
    expect(answer(' ')).toEqual({ kind: 'answer', body: { open: [open], decided: [], appointments: [] } })
    expect(answer()).toEqual({ kind: 'answer', body: { open: [open], decided: [], appointments: [] } })
  })
})
