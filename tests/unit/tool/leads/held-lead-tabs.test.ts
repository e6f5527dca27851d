// The held lead across the tool's tabs: each "tab" is a fresh copy of the app's modules, with its own BroadcastChannel
// on one origin. A claim, a New lead, a recorded call and the ledger's `released` in one tab show in every other.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ClaimedLead } from '../../../../src/ledger-api/ledger-contract'
import { queuedLead } from '../../leads/queued-lead-builder'
import { fakeLedgerFetch } from '../render-tool'

const LEDGER_URL = 'https://script.google.com/macros/s/held-lead/exec'
const KEY = 'robins-own-key-0123456789'
const RELEASED = 'You took another lead in another tab or on another device.'

const claimed = (leadId: string, name: string): ClaimedLead => ({
  ...queuedLead({ leadId }),
  name,
  phone: '715-555-0100',
  email: '',
  address: '12 Main St, Hudson, WI 54016',
  garageSize: '2-car',
  notes: '',
  firstCallAt: '',
  lastAttemptAt: '',
  lastOutcome: '',
  calls: [],
})
const PAT = claimed('L-1', 'Pat Doe')
const LEE = claimed('L-2', 'Lee Roe')

type Tab = typeof import('../../../../src/tool/leads/lead-on-screen') & { close: () => void }
const tabs: Tab[] = []

/** The app's modules as one more tab has them, the ledger saved in its settings. */
async function openTab(): Promise<Tab> {
  vi.resetModules()
  const storage = await import('../../../../src/storage/tool-storage')
  await storage.savedLedgerUrl.save(LEDGER_URL)
  await storage.savedLedgerKey.save(KEY)
  const screen = await import('../../../../src/tool/leads/lead-on-screen')
  const channel = await import('../../../../src/tool/leads/held-lead-channel')
  const tab = { ...screen, close: channel.closeHeldLeadChannelForTests }
  tabs.push(tab)
  return tab
}

const stripOf = (tab: Tab) => tab.leadOnScreen.get()?.lead.name ?? null

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
})

afterEach(() => {
  for (const tab of tabs.splice(0)) {
    tab.forgetHeldLeadForTests()
    tab.close()
  }
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the held lead between tabs', () => {
  it('follows Next lead in another tab: the claimed lead replaces the first tab’s on its strip', async () => {
    const first = await openTab()
    const second = await openTab()
    first.showClaimedLead(PAT, 'America/Chicago', 'America/Chicago')
    await vi.waitFor(() => expect(stripOf(second)).toBe('Pat Doe'))

    second.showClaimedLead(LEE, 'America/Chicago', 'America/Chicago')

    await vi.waitFor(() => expect(stripOf(first)).toBe('Lee Roe'))
    expect(first.leadOnScreen.get()).toMatchObject({ renewing: true, notice: null })
    // Its details reach the first tab's Lead details (when empty) in memory, as a lead brought back does.
    expect(first.leadBroughtBack.get()?.name).toBe('Lee Roe')
  })

  it('tells a tab opened later which lead is held', async () => {
    const first = await openTab()
    first.showClaimedLead(PAT, null, 'America/Chicago')

    const later = await openTab()

    await vi.waitFor(() => expect(stripOf(later)).toBe('Pat Doe'))
    expect(later.leadOnScreen.get()?.timeZone).toBe('America/Chicago')
  })

  it('takes the lead off every strip when its call is recorded or New lead is pressed in one tab', async () => {
    const first = await openTab()
    const second = await openTab()
    first.showClaimedLead(PAT, null, 'America/Chicago')
    await vi.waitFor(() => expect(stripOf(second)).toBe('Pat Doe'))

    const said = { label: 'No answer', follows: 'Next call Wed 4:00 PM (attempt 2).' }
    first.leadCallRecorded('attempt-1', 'No answer', said)
    await vi.waitFor(() => expect(stripOf(second)).toBeNull())
    // Other tabs show the same line.
    expect(second.lastRecorded.get()).toMatchObject({
      attemptId: 'attempt-1',
      outcome: 'No answer',
      leadName: 'Pat Doe',
      said,
    })

    second.showClaimedLead(LEE, null, 'America/Chicago')
    await vi.waitFor(() => expect(stripOf(first)).toBe('Lee Roe'))
    second.forgetLeadOnScreen()
    await vi.waitFor(() => expect(stripOf(first)).toBeNull())
  })

  it('leaves another lead on the strip when a late message names the one shown before', async () => {
    const first = await openTab()
    const second = await openTab()
    first.showClaimedLead(PAT, null, 'America/Chicago')
    second.showClaimedLead(LEE, null, 'America/Chicago')
    await vi.waitFor(() => expect(stripOf(first)).toBe('Lee Roe'))

    // A third tab that still showed Pat records its call and presses New lead.
    const third = new BroadcastChannel('ahs-held-lead')
    third.postMessage({ kind: 'recorded', leadId: 'L-1', attemptId: 'attempt-late', outcome: 'Not interested' })
    third.postMessage({ kind: 'forgotten', leadId: 'L-1' })
    third.postMessage({ kind: 'lost', leadId: 'L-1', notice: 'Claim released after an hour idle.' })
    // Then a message about Lee, which only changes a strip that shows Lee: all before it have been heard.
    third.postMessage({ kind: 'lost', leadId: 'L-2', notice: 'heard' })
    await vi.waitFor(() => expect(first.leadOnScreen.get()?.notice).toBe('heard'))
    third.close()

    expect(stripOf(first)).toBe('Lee Roe')
    expect(first.lastRecorded.get()).toBeNull()
  })
})

describe('renewing the held lead', () => {
  it('renews with renew: true; `released` takes the lead off every strip and says why', async () => {
    const released = new Set<string>()
    const requests = fakeLedgerFetch(
      (request) =>
        released.has(String(request.leadId))
          ? { ok: false, error: 'released' }
          : { ok: true, lead: { ...PAT, claimedBy: 'Robin', claimedUntil: '2026-11-25T20:15:00.000Z' } },
      LEDGER_URL,
    )
    const first = await openTab()
    const second = await openTab()
    first.showClaimedLead(PAT, null, 'America/Chicago')
    await vi.waitFor(() => expect(stripOf(second)).toBe('Pat Doe'))
    // Only the first tab renews here, so each renewal is one request.
    second.close()
    second.forgetHeldLeadForTests()

    await vi.advanceTimersByTimeAsync(5 * 60_000)
    await vi.waitFor(() => expect(requests.length).toBeGreaterThan(0))
    expect(requests[0]).toEqual({ action: 'claim', leadId: 'L-1', renew: true, key: KEY })
    expect(stripOf(first)).toBe('Pat Doe')

    // Robin took another lead on his phone: the ledger no longer holds Pat for him.
    released.add('L-1')
    await vi.advanceTimersByTimeAsync(5 * 60_000)

    await vi.waitFor(() => expect(first.leadLeft.get()).toBe(RELEASED))
    expect(stripOf(first)).toBeNull()
    expect(requests.map((request) => request.renew)).toEqual([true, true])
  })
})
