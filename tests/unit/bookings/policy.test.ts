// @vitest-environment node
// Each booking sentence states its policy's number, and Admin's texts carry that sentence.
import { describe, expect, it } from 'vitest'
import { bookingPolicyText, DEFAULT_DAILY_LIMIT } from '../../../src/bookings/policy'
import { notEmailedCopy } from '../../../src/content/ledger-admin-copy'
import { setupChecklistCopy } from '../../../src/content/setup-checklist-copy'

describe('the booking policy', () => {
  it('states the default daily limit wherever the owner reads it', () => {
    expect(bookingPolicyText.defaultDailyLimit).toBe(`${DEFAULT_DAILY_LIMIT} a day`)
    expect(bookingPolicyText.defaultDailyBookings).toBe(`${DEFAULT_DAILY_LIMIT} new bookings a day`)
    expect(notEmailedCopy.heldIntro).toContain(`daily limit (${bookingPolicyText.defaultDailyLimit}, `)
    expect(setupChecklistCopy.steps.ledgerAnswers.instructions.join('\n')).toContain(
      `Daily Limit: ${bookingPolicyText.defaultDailyBookings} when empty`,
    )
  })
})
