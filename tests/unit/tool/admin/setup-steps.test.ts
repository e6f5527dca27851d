// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { LeadSourceStats } from '../../../../src/leads/lead-intake-contract'
import { SHIPPED_SCRIPT_VERSION, type CheckAnswer } from '../../../../src/ledger-api/ledger-contract'
import { advisorySteps, requiredSteps, setupComplete, type SetupInput } from '../../../../src/tool/admin/setup-steps'

const NOW = Date.parse('2026-12-07T15:00:00.000Z')

/** A version 13 owner's check of a ledger whose setup is done. */
const DONE: CheckAnswer = {
  ok: true,
  spreadsheet: 'Agency ledger',
  bookings: 0,
  version: 13,
  role: 'owner',
  setter: null,
  consent: 'complete',
  partnerSheet: { ok: true, partners: 4 },
  refundLinks: true,
  sweeper: true,
  timeZone: { ok: true },
  agencyTimeZone: 'America/Chicago',
  spreadsheetTimeZone: 'America/Chicago',
  agencyName: true,
  replyTo: true,
  setterKeys: 1,
}

const input = (answer: Partial<CheckAnswer> = {}, more: Partial<SetupInput> = {}): SetupInput => ({
  online: true,
  sheetLoads: true,
  check: { kind: 'answer', body: { ...DONE, ...answer } },
  sources: [],
  now: NOW,
  ...more,
})

const marks = (steps: { line: string; mark: string }[]) => steps.map(({ line, mark }) => `${mark} ${line}`)

/** The required steps of `given`, marked as `lines`, and whether the setup is then complete. */
function expectRequiredSteps(given: SetupInput, complete: boolean, lines: string[]) {
  const required = requiredSteps(given)
  expect(marks(required)).toEqual(lines)
  expect(setupComplete(required)).toBe(complete)
}

const source = (name: string, lastTestLeadAt: string, active = true): LeadSourceStats => ({
  source: name,
  active,
  maskedKey: '••••1234',
  problem: '',
  lastLeadAt: '',
  lastTestLeadAt,
  leadsThisWeek: 0,
  emailOnly: [],
})

describe('the setup checklist’s steps', () => {
  it('ticks every required step from the sheet load and the check, and is then complete', () => {
    expectRequiredSteps(input(), true, [
      '✓ The partner sheet loads',
      '✓ The ledger answers',
      '✓ The script is current (version 13)',
      '✓ Email permission granted',
      '✓ The sender runs every 5 minutes',
      '✓ The ledger reads the partner sheet',
      '✓ The agency’s zone is known',
      '✓ AGENCY_NAME set',
    ])
  })

  it('marks what the check says is missing ✗, and is not complete', () => {
    const missing = input({
      agencyName: false,
      version: 9,
      consent: 'missing',
      sweeper: false,
      timeZone: { ok: false, reason: 'x' },
    })
    expectRequiredSteps(missing, false, [
      '✓ The partner sheet loads',
      '✓ The ledger answers',
      '✗ The script is current (version 13)',
      '✗ Email permission granted',
      '✗ The sender runs every 5 minutes',
      '✓ The ledger reads the partner sheet',
      '✗ The agency’s zone is known',
      '✗ AGENCY_NAME set',
    ])
  })

  it('offline, or before the first check, every step is ? and the setup is not complete', () => {
    for (const more of [{ online: false }, { check: undefined }]) {
      const required = requiredSteps(input({}, more))
      const expected = more.online === false ? required : required.slice(2)
      expect(expected.map((step) => step.mark)).toEqual(expected.map(() => '?'))
      expect(setupComplete(required)).toBe(false)
    }
    expect(advisorySteps(input({}, { online: false })).map((step) => step.mark)).toEqual(['?', '?', '?'])
  })

  it('an older script’s answer, without the new fields, leaves their steps ?', () => {
    const required = requiredSteps(input({ agencyName: null, replyTo: null, setterKeys: null }))
    expect(required.find((step) => step.id === 'agencyName')!.mark).toBe('?')
    expect(marks(advisorySteps(input({ agencyName: null, replyTo: null, setterKeys: null }))).slice(0, 2)).toEqual([
      '? REPLY_TO set',
      '? At least one active setter key',
    ])
  })

  it('a ledger that does not answer, or none set up, is ✗; a busy one is not known', () => {
    expect(requiredSteps(input({}, { check: { kind: 'unreachable', detail: 'x' } }))[1]!.mark).toBe('✗')
    expect(requiredSteps(input({}, { check: 'none' }))[1]!.mark).toBe('✗')
    expect(requiredSteps(input({}, { check: { kind: 'refused', error: 'bad-key' } }))[1]!.mark).toBe('✗')
    expect(requiredSteps(input({}, { check: { kind: 'refused', error: 'busy' } }))[1]!.mark).toBe('?')
    expect(requiredSteps(input({}, { sheetLoads: false }))[0]!.mark).toBe('✗')
  })

  it('advises REPLY_TO, a setter key and each active source’s test lead; unread sources are ?', () => {
    const sources = [
      source('Google Ads', '2026-12-07T13:00:00.000Z'),
      source('Zapier', ''),
      source('Old form', '', false),
    ]
    expect(marks(advisorySteps(input({ replyTo: false, setterKeys: 0 }, { sources })))).toEqual([
      '✗ REPLY_TO set',
      '✗ At least one active setter key',
      '✓ Google Ads: last test lead 2 h ago',
      '✗ Zapier: no test lead yet',
    ])
    expect(marks(advisorySteps(input({}, { sources: undefined })))).toEqual([
      '✓ REPLY_TO set',
      '✓ At least one active setter key',
      '? Each lead source’s last test (read with the owner’s key)',
    ])
  })

  it('asks for the version of the script the tool ships', () => {
    expect(readFileSync('apps-script/ledger.js', 'utf8')).toContain(
      `var LEDGER_SCRIPT_VERSION = ${SHIPPED_SCRIPT_VERSION};`,
    )
  })

  it('a setter’s check says nothing of the owner’s sender or AGENCY_NAME', () => {
    const required = requiredSteps(input({ role: 'setter', setter: 'Sam', sweeper: false, agencyName: null }))
    expect(required.find((step) => step.id === 'sweeper')!.mark).toBe('?')
    expect(required.find((step) => step.id === 'agencyName')!.mark).toBe('?')
  })
})
