// @vitest-environment node
// The refund and no-show windows and the link tokens: the script's own functions, on the tool's table and against
// the reference.
import { describe, expect, it } from 'vitest'
import { loadLedgerScript } from '../../../../scripts/support/apps-script-double'
import { linkToken } from '../../../../scripts/support/link-token'
import { refundAnswerDay, refundDeadline } from '../../../../src/refunds/refund-windows'
import { ANSWER_DAY_ROWS, NO_SHOW_WINDOW_ROWS, REFUND_DEADLINE_ROWS } from '../../refunds/refund-windows-table'

const script = loadLedgerScript({ ledgerKey: 'k-xxxxxxxxxxxxxxxxxx' })
const ID = '0f8e2a5c-3b1d-4c6e-9a7f-2d4b6c8e0a1f'

describe('the script’s windows, on the tool’s table', () => {
  it.each(REFUND_DEADLINE_ROWS)('refund: $case', (row) => {
    const emailedAt = Date.parse(row.emailedAt)
    expect(script.internal('refundDeadline', emailedAt, row.timeZone)).toEqual({
      chargedAt: Date.parse(row.chargedAt),
      closesAt: Date.parse(row.closesAt),
      lastDay: row.lastDay,
    })
    expect(refundDeadline(emailedAt, row.timeZone).lastDay).toBe(row.lastDay)
  })
  it.each(NO_SHOW_WINDOW_ROWS)('no-show: $case', (row) => {
    const at = Date.parse(row.appointment)
    const closesAt = Date.parse(row.closesAt)
    const timing = (now: number) => script.internal('noShowTiming', at, now, row.timeZone)
    expect([timing(at - 1), timing(at), timing(closesAt - 1), timing(closesAt)]).toEqual([
      'not-yet',
      'open',
      'open',
      'closed',
    ])
  })
  it.each(ANSWER_DAY_ROWS)('answer day: $case', (row) => {
    expect(script.internal('refundAnswerDay', Date.parse(row.askedAt), row.timeZone)).toBe(row.answerBy)
    expect(refundAnswerDay(Date.parse(row.askedAt), row.timeZone)).toBe(row.answerBy)
  })
})

describe('the link token', () => {
  it('is the reference HMAC-SHA256, web-safe base64 without padding: 43 characters', () => {
    for (const secret of ['s', 'a long secret with ünïcode', '0123456789abcdef'.repeat(8)])
      for (const action of ['refund', 'noshow'] as const) {
        const token = script.internal<string>('linkToken', action, ID, secret)
        expect(token).toBe(linkToken(action, ID, secret))
        expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      }
    expect(script.internal('linkToken', 'refund', ID, 's')).not.toBe(script.internal('linkToken', 'noshow', ID, 's'))
  })
})
