// @vitest-environment node
// Who held a lead when (the Claims cell), and the lead after all its calls taken in the order they were made.
import { describe, expect, it } from 'vitest'
import { leadAfterCalls, type CallToRecord } from '../../../src/leads/cadence'
import { claimAtCall, claimsText, leadClaims, readClaimsText, type LeadClaim } from '../../../src/leads/lead-claims'

const at = (time: string) => Date.parse(`2026-11-24T${time}:00.000Z`)
const iso = (time: string) => new Date(at(time)).toISOString()
const CHICAGO = 'America/Chicago'
const claimOf = (setter: string, from: string, until: string): LeadClaim => ({
  setter,
  from: at(from),
  until: at(until),
})
const cells = (claims: string, more: Partial<Parameters<typeof leadClaims>[0]> = {}) => ({
  claims,
  previousClaim: '',
  claimedBy: '',
  claimedUntil: NaN,
  receivedAt: at('14:00'),
  ...more,
})

describe('the Claims cell', () => {
  it('keeps the last 5 claims, oldest first, as {setter} {from ISO}–{until ISO} joined by "; "', () => {
    const claims = ['Ann', 'Sam Lee', 'Kim', 'Lee', 'Bo', 'Cy'].map((setter, i) =>
      claimOf(setter, `16:${10 + i * 5}`, `16:${12 + i * 5}`),
    )
    const text = claimsText(claims)
    expect(text.split('; ')[0]).toBe(`Sam Lee ${iso('16:15')}–${iso('16:17')}`)
    expect(readClaimsText(text)).toEqual(claims.slice(1))
    expect(readClaimsText(`garbage; Kim ${iso('16:00')}–${iso('16:15')}; Lee 16:20–x`)).toEqual([
      claimOf('Kim', '16:00', '16:15'),
    ])
  })

  it('reads an older script’s Previous Claim as the oldest claim from Received At, then Claimed By’s', () => {
    const v9 = cells('', { previousClaim: `Sam until ${iso('16:15')}`, claimedBy: 'Lee', claimedUntil: at('16:35') })
    expect(leadClaims(v9)).toEqual([claimOf('Sam', '14:00', '16:15'), claimOf('Lee', '16:15', '16:35')])
    // Claimed By and Claimed Until are the latest claim: a release writes only them.
    const released = cells(`Sam ${iso('16:00')}–${iso('16:15')}`, { claimedBy: 'Sam', claimedUntil: at('16:05') })
    expect(leadClaims(released)).toEqual([claimOf('Sam', '16:00', '16:05')])
    expect(
      leadClaims(cells(`Sam ${iso('16:00')}–${iso('16:15')}`, { previousClaim: `Kim until ${iso('15:00')}` })),
    ).toEqual([claimOf('Sam', '16:00', '16:15')])
  })

  it('judges a call under the claim that covers its moment: the latest (live, lapsed or released), or an earlier one', () => {
    const claims = [
      claimOf('Sam', '16:00', '16:15'),
      claimOf('Lee', '16:20', '16:35'),
      claimOf('Kim', '16:40', '16:55'),
    ]
    expect(claimAtCall(claims, 'Sam', at('16:02'))).toBe('earlier')
    expect(claimAtCall(claims, 'Sam', at('15:58'))).toBe('earlier')
    expect(claimAtCall(claims, 'Sam', at('16:17'))).toBeNull()
    expect(claimAtCall(claims, 'Lee', at('16:25'))).toBe('earlier')
    expect(claimAtCall(claims, 'Lee', at('16:10'))).toBeNull()
    expect(claimAtCall(claims, 'Kim', at('17:30'))).toBe('holder')
    expect(claimAtCall(claims, 'Kim', at('16:30'))).toBeNull()
    expect(claimAtCall([], 'Sam', at('16:00'))).toBeNull()
  })
})

describe('the lead after all its calls, in the order they were made', () => {
  const call = (time: string, outcome: CallToRecord['outcome'], bookingId = 'b-1') =>
    (outcome === 'Booked' ? { at: at(time), outcome, bookingId } : { at: at(time), outcome }) as CallToRecord

  it('an earlier Do not call or Not interested closes the lead even after a later No answer', () => {
    for (const closing of ['Do not call', 'Not interested'] as const) {
      const after = leadAfterCalls([call('16:22', 'No answer'), call('16:02', closing)], CHICAGO)!
      expect(after).toMatchObject({
        attempts: 2,
        firstCallAt: at('16:02'),
        lastAttemptAt: at('16:22'),
        lastOutcome: 'No answer',
        nextCallAt: null,
        closed: closing,
      })
      expect(after.closingCall).toEqual(call('16:02', closing))
    }
  })

  it('a Booked stands whenever it was made; open calls give the cadence of the last', () => {
    const booked = leadAfterCalls([call('16:22', 'Booked'), call('16:02', 'Do not call')], CHICAGO)!
    expect(booked).toMatchObject({ closed: 'Booked', bookingId: 'b-1', nextCallAt: null })
    expect(booked.closingCall?.outcome).toBe('Booked')
    const open = leadAfterCalls([call('16:22', 'No answer'), call('16:02', 'No answer')], CHICAGO)!
    expect(open).toMatchObject({ attempts: 2, nextCallAt: at('18:22'), closed: '', closingCall: null })
    expect(leadAfterCalls([], CHICAGO)).toBeNull()
  })
})
