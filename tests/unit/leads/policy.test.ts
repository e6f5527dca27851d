// @vitest-environment node
// Each lead-queue sentence states its policy's number, and the rules apply that same number.
import { describe, expect, it } from 'vitest'
import { leadAfterCall, type CallRecord } from '../../../src/leads/cadence'
import { CLAIM_MS } from '../../../src/leads/lead-claims'
import { readOutcomeRequest } from '../../../src/leads/outcome-request'
import {
  CALLBACK_DAYS_AHEAD,
  CLAIM_MINUTES,
  IDLE_RELEASE_HOURS,
  NO_CONTACT_CALLS_IN_ALL,
  leadPolicyText,
} from '../../../src/leads/policy'
import { DAY_MS } from '../../support/day'

const now = Date.parse('2026-11-24T16:00:00.000Z')
const callBackIn = (ms: number) =>
  readOutcomeRequest({ outcome: 'Call back', callbackAt: new Date(now + ms).toISOString() }, now)

describe('the lead policy', () => {
  it('refuses a Call back past the days its sentences state', () => {
    expect(leadPolicyText.callbackTooFar).toBe(`callbackAt is more than ${CALLBACK_DAYS_AHEAD} days ahead`)
    expect(leadPolicyText.callbackRange).toBe(`Choose a time from now to ${CALLBACK_DAYS_AHEAD} days ahead.`)
    expect(callBackIn(CALLBACK_DAYS_AHEAD * DAY_MS)).toHaveProperty('call')
    expect(callBackIn(CALLBACK_DAYS_AHEAD * DAY_MS + 1000)).toEqual({ refused: leadPolicyText.callbackTooFar })
  })

  it('closes a lead after the no-contact calls its Closed text states', () => {
    expect(leadPolicyText.noContactClosure).toBe(`No contact after ${NO_CONTACT_CALLS_IN_ALL} attempts`)
    const earlier: CallRecord[] = Array.from({ length: NO_CONTACT_CALLS_IN_ALL - 1 }, (_, day) => ({
      at: now - (day + 1) * DAY_MS,
      outcome: 'No answer',
    }))
    const last = leadAfterCall(earlier, { at: now, outcome: 'No answer' }, 'UTC')
    expect(last.closed).toBe(leadPolicyText.noContactClosure)
    expect(leadAfterCall(earlier.slice(1), { at: now, outcome: 'No answer' }, 'UTC').closed).toBe('')
  })

  it('holds a claim for its minutes and says the idle release in hours', () => {
    expect(CLAIM_MS).toBe(CLAIM_MINUTES * 60_000)
    expect(leadPolicyText.releasedIdle).toBe(
      IDLE_RELEASE_HOURS === 1
        ? 'Claim released after an hour idle.'
        : `Claim released after ${IDLE_RELEASE_HOURS} hours idle.`,
    )
  })
})
