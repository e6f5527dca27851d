// @vitest-environment node
// Each refund sentence states its policy's number: built from the constant, it follows any change of it.
import { describe, expect, it } from 'vitest'
import {
  MAX_NOTE_LENGTH,
  NO_SHOW_COUNT_WEEKS,
  NO_SHOW_WINDOW_DAYS,
  REFUND_WINDOW_DAYS,
  refundPolicyText,
} from '../../../src/refunds/policy'
import { noShowTiming, refundDeadline } from '../../../src/refunds/refund-windows'
import { inNoShowPeriod } from '../../../src/refunds/no-show-period'
import { DAY_MS } from '../../support/day'

const occurrences = (text: string, part: string) => text.split(part).length - 1

describe('the refund policy', () => {
  it('states the refund window in every sentence that names it', () => {
    const window = `within ${REFUND_WINDOW_DAYS} calendar days of the`
    expect(occurrences(refundPolicyText.terms, window)).toBe(1)
    expect(refundPolicyText.terms).toContain(`after those ${REFUND_WINDOW_DAYS} calendar days are never honored`)
    expect(occurrences(refundPolicyText.quoteEmail, window)).toBe(1)
    expect(occurrences(refundPolicyText.askFromLink, window)).toBe(1)
  })

  it('closes the refund window at the end of its last calendar day after the Monday charge', () => {
    const emailed = Date.UTC(2026, 10, 18, 15)
    const { chargedAt, closesAt } = refundDeadline(emailed, 'UTC')
    expect(closesAt - chargedAt).toBe((REFUND_WINDOW_DAYS + 1) * DAY_MS)
  })

  it('keeps the no-show window open until the end of its last calendar day after the appointment', () => {
    const appointment = Date.UTC(2026, 10, 18, 15)
    const lastDayEnds = Date.UTC(2026, 10, 19 + NO_SHOW_WINDOW_DAYS)
    expect(noShowTiming(appointment, lastDayEnds - 1, 'UTC')).toBe('open')
    expect(noShowTiming(appointment, lastDayEnds, 'UTC')).toBe('closed')
  })

  it('counts no-shows over the weeks its line states', () => {
    const now = Date.UTC(2026, 10, 18, 15)
    expect(inNoShowPeriod(now - NO_SHOW_COUNT_WEEKS * 7 * DAY_MS, now)).toBe(true)
    expect(inNoShowPeriod(now - NO_SHOW_COUNT_WEEKS * 7 * DAY_MS - 1, now)).toBe(false)
    expect(refundPolicyText.noShowLine(1, 4, 25)).toBe(
      `No-shows reported: 1 of 4 appointments in the last ${NO_SHOW_COUNT_WEEKS} weeks (25%)`,
    )
  })

  it('states the note limit', () => {
    expect(refundPolicyText.noteTooLong).toBe(`The note is longer than ${MAX_NOTE_LENGTH} characters.`)
  })
})
