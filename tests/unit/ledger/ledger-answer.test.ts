// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { readBookReply, readCheckReply, readListReply } from '../../../src/ledger/ledger-answer'

describe('reading the ledger’s answers strictly', () => {
  it('an answer that is not the ledger’s JSON is "not known to be saved"', () => {
    for (const text of ['<!DOCTYPE html><html>Sign in</html>', '', '{"ok":', '[]', 'null', '{"ok":"yes"}'])
      expect(readBookReply(text).kind).toBe('unreachable')
    expect(readBookReply('{"ok":true,"saved":"a","duplicates":[],"rejected":[]}').kind).toBe('unreachable')
    expect(readBookReply('{"ok":true,"saved":[],"duplicates":[],"rejected":[{"id":1}]}').kind).toBe('unreachable')
  })

  it('the three error codes are refusals; any other error is unknown', () => {
    for (const error of ['bad-key', 'bad-request', 'busy'] as const)
      expect(readCheckReply(JSON.stringify({ ok: false, error }))).toEqual({ kind: 'refused', error })
    expect(readCheckReply('{"ok":false,"error":"teapot"}').kind).toBe('unreachable')
  })

  it('a book answer gives saved, duplicates and rejected', () => {
    const reply = readBookReply(
      '{"ok":true,"saved":["a"],"duplicates":["b"],"rejected":[{"id":"c","reason":"missing partner"}]}',
    )
    expect(reply).toEqual({
      kind: 'answer',
      body: { ok: true, saved: ['a'], duplicates: ['b'], rejected: [{ id: 'c', reason: 'missing partner' }] },
    })
  })

  it('a list answer keeps only well-formed rows, as text, never other fields', () => {
    const row = {
      id: 'a',
      bookedAt: '2026-11-20T15:12:00.000Z',
      partner: '<b>P</b>',
      service: 'S',
      zip: '02134',
      garageSize: '',
      status: '',
    }
    const reply = readListReply(
      JSON.stringify({
        ok: true,
        bookings: [
          row,
          { ...row, id: 'b', leadName: 'Pat Doe' },
          { ...row, id: 'c', bookedAt: 'soon' },
          { ...row, zip: 2134 },
          7,
        ],
      }),
    )
    expect(reply.kind).toBe('answer')
    const bookings = reply.kind === 'answer' ? reply.body : []
    expect(bookings.map((booking) => booking.id)).toEqual(['a', 'b'])
    expect(bookings[1]).not.toHaveProperty('leadName')
    expect(bookings[0]!.partner).toBe('<b>P</b>')
  })
})
