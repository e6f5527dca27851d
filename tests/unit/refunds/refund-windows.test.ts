// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { noShowTiming, refundAnswerDay, refundDeadline } from '../../../src/refunds/refund-windows'
import { ANSWER_DAY_ROWS, NO_SHOW_WINDOW_ROWS, REFUND_DEADLINE_ROWS } from './refund-windows-table'

const at = (iso: string) => Date.parse(iso)
const iso = (time: number) => new Date(time).toISOString()

describe('the refund window: until the end of the 7th calendar day after the charge', () => {
  it.each(REFUND_DEADLINE_ROWS)('$case', (row) => {
    const deadline = refundDeadline(at(row.emailedAt), row.timeZone)
    expect({ chargedAt: iso(deadline.chargedAt), closesAt: iso(deadline.closesAt), lastDay: deadline.lastDay }).toEqual(
      {
        chargedAt: row.chargedAt,
        closesAt: row.closesAt,
        lastDay: row.lastDay,
      },
    )
  })

  it('the table crosses both daylight-saving changes and the week’s end', () => {
    const hoursFromChargeToClose = REFUND_DEADLINE_ROWS.map((row) => (at(row.closesAt) - at(row.chargedAt)) / 3_600_000)
    expect(new Set(hoursFromChargeToClose)).toEqual(new Set([191, 192, 193]))
  })
})

describe('the no-show window: from the appointment’s start until the end of the 7th calendar day after it', () => {
  it.each(NO_SHOW_WINDOW_ROWS)('$case', (row) => {
    const start = at(row.appointment)
    expect(noShowTiming(start, start - 1, row.timeZone)).toBe('not-yet')
    expect(noShowTiming(start, start, row.timeZone)).toBe('open')
    expect(noShowTiming(start, at(row.closesAt) - 1, row.timeZone)).toBe('open')
    expect(noShowTiming(start, at(row.closesAt), row.timeZone)).toBe('closed')
  })
})

describe('the answer day: two business days after the request, Monday to Friday', () => {
  it.each(ANSWER_DAY_ROWS)('$case → $answerBy', (row) => {
    expect(refundAnswerDay(at(row.askedAt), row.timeZone)).toBe(row.answerBy)
  })

  it('every day of a week, in agency time', () => {
    const monday = at('2026-11-16T06:00:00.000Z')
    const answers = [0, 1, 2, 3, 4, 5, 6].map((day) => refundAnswerDay(monday + day * 86_400_000, 'America/Chicago'))
    expect(answers).toEqual([
      'Wed Nov 18',
      'Thu Nov 19',
      'Fri Nov 20',
      'Mon Nov 23',
      'Tue Nov 24',
      'Tue Nov 24',
      'Tue Nov 24',
    ])
  })
})
