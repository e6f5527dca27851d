// Next lead on the Search tab against a fake ledger answering `queue`, `claim` and `outcome` as docs/ledger-contract.md
// says: the first callable lead another setter holds is passed for the next; the lead fills the form and the ZIP
// search; the strip reads word for word; an outcome goes through the outbox once.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { QueuedLead } from '../../../../src/leads/queued-lead'
import { savedLedgerKey, savedLedgerKeyHolder, savedLedgerUrl } from '../../../../src/storage/tool-storage'
import { clearOutcomesForTests, readOutcomes } from '../../../../src/tool/ledger-link/outcome-outbox'
import { flushOutbox } from '../../../../src/tool/ledger-link/outbox-sender'
import { forgetHeldLeadForTests } from '../../../../src/tool/leads/lead-on-screen'
import { usZipAssetUrl } from '../../../../src/geo/zip-asset-url'
import { zipDatasetQueryKey } from '../../../../src/tool/zip-data/zip-dataset-queries'
import { usZipDataset } from '../../geo/us-zip-dataset'
import { queuedLead } from '../../leads/queued-lead-builder'
import { fakeLedgerFetch, openDialogsInJsdom, renderTool, resetToolState } from '../render-tool'
import userEvent from '@testing-library/user-event'

const LEDGER_URL = 'https://script.google.com/macros/s/next-lead/exec'
// Wednesday 2:00 PM in Chicago, the agency's zone: inside 8 AM–9 PM.
const AFTERNOON = Date.parse('2026-11-25T20:00:00Z')
// 9:30 PM in Chicago: outside.
const LATE_EVENING = Date.parse('2026-11-26T03:30:00Z')

const older = queuedLead({ leadId: 'L-1', receivedAt: '2026-11-25T17:00:00.000Z', source: 'Facebook Ads' })
const newer = queuedLead({ leadId: 'L-2', row: 3, receivedAt: '2026-11-25T18:30:00.000Z', source: 'Website form' })
const details = {
  name: 'Pat Doe',
  phone: '715-555-0100',
  email: 'pat@example.test',
  address: '12 Main St, Hudson, WI 54016',
  garageSize: '2-car',
  notes: 'Prefers mornings',
  firstCallAt: '',
  lastAttemptAt: '',
  lastOutcome: '',
  calls: [],
}

interface FakeLedger {
  leads: QueuedLead[]
  /** Lead ids another setter holds: their claim answers `claimed`. */
  heldByOthers?: string[]
  /** How `book` answers: every booking saved, each refused with this reason, or `busy` (they wait). */
  bookings?: 'saved' | 'busy' | { refused: string }
  /** Once set, how the ledger refuses a claim (a renewal) or an outcome of any lead. */
  refusals?: { claim?: Record<string, unknown>; outcome?: Record<string, unknown> }
}

function bookAnswer(request: Record<string, unknown>, bookings: FakeLedger['bookings']) {
  if (bookings === 'busy') return { ok: false, error: 'busy' }
  const ids = (request.bookings as { id: string }[]).map(({ id }) => id)
  const refused = bookings === 'saved' || bookings === undefined ? null : bookings.refused
  return {
    ok: true,
    saved: refused ? [] : ids,
    duplicates: [],
    rejected: refused ? ids.map((id) => ({ id, reason: refused })) : [],
    delivery: { emailed: [], notEmailed: [] },
  }
}

function fakeLedger({ leads, heldByOthers = [], bookings, refusals = {} }: FakeLedger) {
  return fakeLedgerFetch((request) => {
    const lead = leads.find((candidate) => candidate.leadId === request.leadId)
    if (request.action === 'book') return bookAnswer(request, bookings)
    if (request.action === 'claim' && refusals.claim) return refusals.claim
    if (request.action === 'outcome' && refusals.outcome) return refusals.outcome
    return request.action === 'queue'
      ? { ok: true, version: 5, leads, waiting: leads.length, due: 0, unreadable: 0 }
      : request.action === 'claim'
        ? heldByOthers.includes(String(request.leadId))
          ? { ok: false, error: 'claimed', by: 'Sam' }
          : {
              ok: true,
              lead: { ...lead, ...details, claimedBy: 'Robin', claimedUntil: '2026-11-25T20:15:00.000Z' },
            }
        : request.action === 'outcome'
          ? {
              ok: true,
              duplicate: false,
              lead: {
                leadId: request.leadId,
                attempts: 1,
                nextCallAt: '2026-11-25T22:00:00.000Z',
                closed: '',
                bookingId: '',
              },
            }
          : { ok: true, version: 5, role: 'setter', setter: 'Robin' }
  }, LEDGER_URL)
}

async function renderSearchTab(
  now: number,
  toFake: ('Date' | 'setInterval' | 'clearInterval')[] = ['Date'],
  zipData: 'loaded' | 'unavailable' = 'loaded',
) {
  vi.useFakeTimers({ toFake })
  vi.setSystemTime(now)
  const user = userEvent.setup()
  const { queryClient } = renderTool()
  // Every other request answers the partner sheet, so the ZIP data loads only when put in the cache.
  if (zipData === 'loaded') queryClient.setQueryData(zipDatasetQueryKey(usZipAssetUrl), usZipDataset())
  await waitFor(() => expect(document.querySelector('.status-line')).toHaveTextContent('Loaded 3 companies.'), {
    timeout: 10_000,
  })
  return user
}

/** Next lead claims the older lead, and its strip shows. */
async function claimOlderLead(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Next lead' }))
  await screen.findByText('Lead from Facebook Ads · received 3 h ago · attempt 1')
}

/** The 10 seconds in which an outcome can be undone pass, and the outbox sends. */
async function undoWindowPasses() {
  vi.setSystemTime(Date.now() + 10_001)
  await flushOutbox()
}

const actions = (requests: Record<string, unknown>[], action: string) =>
  requests.filter((request) => request.action === action)

beforeEach(async () => {
  await resetToolState()
  openDialogsInJsdom()
  await clearOutcomesForTests()
  forgetHeldLeadForTests()
  await savedLedgerUrl.save(LEDGER_URL)
  await savedLedgerKey.save('robins-key-0123456789')
  await savedLedgerKeyHolder.save({ role: 'setter', setter: 'Robin' })
})

afterEach(() => {
  onlineManager.setOnline(true)
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('Next lead', () => {
  it('passes a lead another setter claimed first, fills the lead and its ZIP search, and shows the strip', async () => {
    const requests = fakeLedger({ leads: [newer, older], heldByOthers: ['L-1'] })
    const user = await renderSearchTab(AFTERNOON)
    expect(await screen.findByText('Leads waiting: 2 · oldest 3 h')).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Next lead' }))

    const strip = await screen.findByRole('region', { name: 'Lead from the queue' })
    expect(within(strip).getByText('Lead from Website form · received 1 h ago · attempt 1')).toBeVisible()
    expect(actions(requests, 'claim').map((request) => request.leadId)).toEqual(['L-1', 'L-2'])
    expect(screen.getByLabelText('Name')).toHaveValue('Pat Doe')
    expect(screen.getByLabelText('Phone')).toHaveValue('715-555-0100')
    expect(screen.getByRole('textbox', { name: /ZIP/ })).toHaveValue('54016')
    await waitFor(() =>
      expect(document.querySelector('.result-count')).toHaveTextContent('2 companies match ZIP 54016.'),
    )
    expect(
      within(within(strip).getByRole('group', { name: 'How the call went' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['No answer', 'Left voicemail', 'Call back', 'Bad number', 'Not interested', 'Do not call'])
    // The lead's details are in the page's memory only: never in the URL.
    expect(window.location.href).not.toContain('Pat')
  })

  it('puts the lead to dial at the top: its name, its phone as a tel: link with Copy, and its place', async () => {
    fakeLedger({ leads: [older] })
    const user = await renderSearchTab(AFTERNOON)
    await user.click(await screen.findByRole('button', { name: 'Next lead' }))

    const strip = await screen.findByRole('region', { name: 'Lead from the queue' })
    const dial = await within(strip).findByRole('link', { name: '(715) 555-0100' })
    expect(dial).toHaveAttribute('href', 'tel:+17155550100')
    await waitFor(() =>
      expect(strip.querySelector('.lead-strip-contact')).toHaveTextContent(
        'Pat Doe · (715) 555-0100 Copy · 54016 · Hudson, WI · 2:00 PM CST',
      ),
    )
    expect(strip.querySelector('.lead-strip-line')).toHaveTextContent(
      'Lead from Facebook Ads · received 3 h ago · attempt 1',
    )
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await user.click(within(strip).getByRole('button', { name: 'Copy' }))
    expect(writeText).toHaveBeenCalledWith('(715) 555-0100')
  })

  it('shows a phone the phone rule cannot read as text, without a link', async () => {
    fakeLedger({ leads: [older] })
    details.phone = 'call after 5'
    try {
      const user = await renderSearchTab(AFTERNOON)
      await user.click(await screen.findByRole('button', { name: 'Next lead' }))
      const strip = await screen.findByRole('region', { name: 'Lead from the queue' })
      await waitFor(() =>
        expect(strip.querySelector('.lead-strip-contact')).toHaveTextContent(
          'Pat Doe · call after 5 · 54016 · Hudson, WI · 2:00 PM CST',
        ),
      )
      expect(within(strip).queryByRole('link')).toBeNull()
      expect(within(strip).queryByRole('button', { name: 'Copy' })).toBeNull()
    } finally {
      details.phone = '715-555-0100'
    }
  })

  it('records No answer through the outbox, sends it once, and releases the strip', async () => {
    const requests = fakeLedger({ leads: [older] })
    const user = await renderSearchTab(AFTERNOON)
    await claimOlderLead(user)

    await user.click(screen.getByRole('button', { name: 'No answer' }))

    expect(await screen.findByText('No answer recorded. Next call Wed 4:00 PM (attempt 2).')).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Lead from the queue' })).toBeNull()
    await flushOutbox()
    expect(actions(requests, 'outcome')).toEqual([])
    await undoWindowPasses()
    const [sent, ...more] = actions(requests, 'outcome')
    expect(more).toEqual([])
    expect(sent).toMatchObject({ action: 'outcome', leadId: 'L-1', outcome: 'No answer', key: 'robins-key-0123456789' })
    expect(sent!.attemptId).toMatch(/^[0-9a-f-]{36}$/)
    expect(await readOutcomes()).toMatchObject([{ state: 'sent' }])
  })

  it('clears the lead after an outcome as New lead does, and leaves Next lead the focus: Enter takes the next', async () => {
    const requests = fakeLedger({ leads: [older, newer] })
    const user = await renderSearchTab(AFTERNOON)
    await claimOlderLead(user)
    await waitFor(() => expect(screen.getByRole('textbox', { name: /ZIP/ })).toHaveValue('54016'))

    await user.click(screen.getByRole('button', { name: 'Not interested' }))

    expect(await screen.findByText('Not interested recorded. The lead is closed.')).toBeVisible()
    for (const label of ['Name', 'Phone', 'Email', 'Address', 'Notes'])
      expect(screen.getByLabelText(label)).toHaveValue('')
    await waitFor(() => expect(screen.getByRole('textbox', { name: /ZIP/ })).toHaveValue(''))
    expect(window.location.search).not.toContain('zip')
    expect(screen.getByRole('button', { name: 'Next lead' })).toHaveFocus()

    await user.keyboard('{Enter}')
    await waitFor(() => expect(actions(requests, 'claim')).toHaveLength(2))
    expect(await screen.findByRole('region', { name: 'Lead from the queue' })).toBeVisible()
  })

  it('undoes an outcome within 10 seconds: nothing reaches the ledger, and the lead is back, its claim renewed', async () => {
    const requests = fakeLedger({ leads: [older] })
    const user = await renderSearchTab(AFTERNOON)
    await claimOlderLead(user)
    await user.click(screen.getByRole('button', { name: 'No answer' }))
    await screen.findByText('No answer recorded. Next call Wed 4:00 PM (attempt 2).')
    expect(await readOutcomes()).toMatchObject([{ state: 'waiting', notBefore: AFTERNOON + 10_000 }])

    vi.setSystemTime(AFTERNOON + 9_000)
    await user.click(await screen.findByRole('button', { name: 'Undo' }))

    expect(await screen.findByText('Lead from Facebook Ads · received 3 h ago · attempt 1')).toBeVisible()
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Pat Doe'))
    expect(screen.queryByText(/^No answer recorded/)).toBeNull()
    expect(await readOutcomes()).toEqual([])
    expect(actions(requests, 'claim')).toHaveLength(2)
    await undoWindowPasses()
    expect(actions(requests, 'outcome')).toEqual([])
  })

  it('sends the outcome before the next claim when Next lead is pressed inside the window', async () => {
    const requests = fakeLedger({ leads: [older, newer] })
    const user = await renderSearchTab(AFTERNOON)
    await claimOlderLead(user)
    await user.click(screen.getByRole('button', { name: 'Left voicemail' }))
    await screen.findByText('Left voicemail recorded. Next call Wed 4:00 PM (attempt 2).')

    await user.keyboard('{Enter}')

    await waitFor(() => expect(actions(requests, 'claim')).toHaveLength(2))
    const order = requests.filter((request) => request.action === 'outcome' || request.action === 'claim')
    expect(order.map((request) => request.action)).toEqual(['claim', 'outcome', 'claim'])
    expect(await readOutcomes()).toMatchObject([{ state: 'sent' }])
  })

  it('says the lead is closed after the cadence’s sixth No answer', async () => {
    details.calls = [
      '2026-11-23T15:00',
      '2026-11-23T17:00',
      '2026-11-23T19:00',
      '2026-11-24T15:00',
      '2026-11-24T17:00',
    ].map((at, index) => ({
      attemptId: `A-${index}`,
      leadId: 'L-1',
      at: `${at}:00.000Z`,
      setter: 'Robin',
      outcome: 'No answer',
      callbackAt: '',
    })) as never
    try {
      fakeLedger({ leads: [{ ...older, attempts: 5, nextCallAt: '2026-11-25T19:00:00.000Z' }] })
      const user = await renderSearchTab(AFTERNOON)
      await user.click(await screen.findByRole('button', { name: 'Next lead' }))
      await waitFor(() => expect(document.querySelector('.next-lead-panel')?.textContent).toContain('attempt 6'))
      await user.click(screen.getByRole('button', { name: 'No answer' }))
      expect(await screen.findByText('No answer recorded. The lead is closed.')).toBeVisible()
    } finally {
      details.calls = []
    }
  })

  it('says why there is nothing to call: outside calling hours, or no lead at all', async () => {
    fakeLedger({ leads: [older] })
    const user = await renderSearchTab(LATE_EVENING)
    await user.click(await screen.findByRole('button', { name: 'Next lead' }))
    expect(await screen.findByText('No lead to call now: 1 outside their calling hours.')).toBeVisible()

    fakeLedger({ leads: [] })
    await user.click(screen.getByRole('button', { name: 'Next lead' }))
    expect(await screen.findByText('No lead to call now.')).toBeVisible()
  })

  it('says offline that it needs a connection, and asks nothing', async () => {
    const requests = fakeLedger({ leads: [older] })
    const user = await renderSearchTab(AFTERNOON)
    await screen.findByRole('button', { name: 'Next lead' })
    onlineManager.setOnline(false)
    const asked = requests.length
    await user.click(screen.getByRole('button', { name: 'Next lead' }))
    expect(await screen.findByText('Next lead needs a connection.')).toBeVisible()
    expect(requests.length).toBe(asked)
  })

  it('sends each outcome with the moment it was pressed, however much later it is sent', async () => {
    const requests = fakeLedger({ leads: [older] })
    const user = await renderSearchTab(AFTERNOON)
    await claimOlderLead(user)
    onlineManager.setOnline(false)

    await user.click(screen.getByRole('button', { name: 'Left voicemail' }))
    await screen.findByText(
      'Left voicemail recorded: it is sent when the ledger can be reached. Next call Wed 4:00 PM (attempt 2).',
    )
    expect(await screen.findByText('1 call outcome waiting to send (offline).')).toBeVisible()
    vi.setSystemTime(AFTERNOON + 20 * 60_000)
    onlineManager.setOnline(true)
    await flushOutbox()

    expect(actions(requests, 'outcome')).toMatchObject([
      { outcome: 'Left voicemail', calledAt: new Date(AFTERNOON).toISOString() },
    ])
  })

  it('offers no lead and claims nothing when the ZIP data cannot be loaded', async () => {
    const requests = fakeLedger({ leads: [older] })
    const user = await renderSearchTab(AFTERNOON, ['Date'], 'unavailable')
    await user.click(await screen.findByRole('button', { name: 'Next lead' }))

    expect(
      await screen.findByText(/^Next lead needs the ZIP data to check calling hours: .+\.$/, {}, { timeout: 15_000 }),
    ).toBeVisible()
    expect(actions(requests, 'claim')).toEqual([])
    expect(screen.queryByRole('region', { name: 'Lead from the queue' })).toBeNull()
  })

  it('renews the claim every 5 minutes while the lead is on screen, and stops once its call is recorded', async () => {
    const requests = fakeLedger({ leads: [older] })
    const user = await renderSearchTab(AFTERNOON, ['Date', 'setInterval', 'clearInterval'])
    await claimOlderLead(user)
    expect(actions(requests, 'claim')).toHaveLength(1)

    await act(() => vi.advanceTimersByTime(5 * 60_000))
    await waitFor(() => expect(actions(requests, 'claim')).toHaveLength(2))
    expect(actions(requests, 'claim')[1]).toMatchObject({ leadId: 'L-1' })

    await user.click(screen.getByRole('button', { name: 'No answer' }))
    await screen.findByText(/^No answer recorded/)
    await act(() => vi.advanceTimersByTime(10 * 60_000))
    expect(actions(requests, 'claim')).toHaveLength(2)
  })

  it('says so on the strip when a renewal finds another setter holds the lead', async () => {
    const heldByOthers: string[] = []
    fakeLedger({ leads: [older], heldByOthers })
    const user = await renderSearchTab(AFTERNOON, ['Date', 'setInterval', 'clearInterval'])
    await claimOlderLead(user)
    expect(screen.queryByRole('alert')).toBeNull()

    // This device was offline past its claim's 15 minutes, and Sam took the lead.
    heldByOthers.push('L-1')
    await act(() => vi.advanceTimersByTime(5 * 60_000))
    expect(await screen.findByRole('alert')).toHaveTextContent('This lead is no longer yours: Sam holds this lead now.')
  })

  it.each([
    [
      'another setter’s earlier call closed the lead',
      { ok: false, error: 'closed', closedBy: { setter: 'Sam', outcome: 'Do not call' } },
      'Pat Doe was closed by Sam’s earlier call: Do not call.'.replace('’', "'"),
    ],
    [
      'the setter took another lead elsewhere',
      { ok: false, error: 'released' },
      'You took another lead in another tab or on another device.',
    ],
  ])('says so on the strip when a renewal finds %s', async (_name, refusal, text) => {
    const refusals: NonNullable<FakeLedger['refusals']> = {}
    fakeLedger({ leads: [older], refusals })
    const user = await renderSearchTab(AFTERNOON, ['Date', 'setInterval', 'clearInterval'])
    await claimOlderLead(user)
    refusals.claim = refusal
    await act(() => vi.advanceTimersByTime(5 * 60_000))
    expect(await screen.findByRole('alert')).toHaveTextContent(text)
  })

  it('says who closed the lead when the ledger refuses its outcome for another setter’s earlier call', async () => {
    const closedBy = { setter: 'Sam', outcome: 'Not interested' }
    fakeLedger({ leads: [older], refusals: { outcome: { ok: false, error: 'closed', closedBy } } })
    const user = await renderSearchTab(AFTERNOON)
    await claimOlderLead(user)
    await user.click(screen.getByRole('button', { name: 'No answer' }))
    await undoWindowPasses()
    expect(await screen.findByText("Pat Doe was closed by Sam's earlier call: Not interested.")).toBeVisible()
    expect(JSON.stringify(await readOutcomes())).not.toContain('Pat Doe')
  })
})

describe('the claim on the lead this setter holds', () => {
  const MINUTE = 60_000
  const timers: ('Date' | 'setInterval' | 'clearInterval')[] = ['Date', 'setInterval', 'clearInterval']

  async function claimOlder(bookings?: FakeLedger['bookings']) {
    const requests = fakeLedger({ leads: [older], bookings })
    const user = await renderSearchTab(AFTERNOON, timers)
    await claimOlderLead(user)
    return { requests, user }
  }

  /** Five minutes pass; `input`: the setter touched the tool first. */
  async function fiveMinutes(input: boolean) {
    if (input) fireEvent.keyDown(document.body, { key: 'Shift' })
    await act(() => vi.advanceTimersByTime(5 * MINUTE))
  }

  it('lives on while the setter works in Admin, away from the Search tab', async () => {
    const { requests, user } = await claimOlder()
    await user.click(screen.getByRole('tab', { name: /Admin/ }))
    for (let i = 0; i < 13; i++) await fiveMinutes(true)
    await waitFor(() => expect(actions(requests, 'claim')).toHaveLength(14))
    await user.click(screen.getByRole('tab', { name: 'Search' }))
    expect(await screen.findByText('Lead from Facebook Ads · received 4 h ago · attempt 1')).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('is no longer renewed after an hour without input, and the strip says so', async () => {
    const { requests } = await claimOlder()
    for (let i = 0; i < 11; i++) await fiveMinutes(false)
    await waitFor(() => expect(actions(requests, 'claim')).toHaveLength(12))
    expect(screen.queryByRole('alert')).toBeNull()

    await fiveMinutes(false)
    expect(await screen.findByRole('alert')).toHaveTextContent('Claim released after an hour idle.')
    await fiveMinutes(true)
    expect(actions(requests, 'claim')).toHaveLength(12)
  })

  async function markBooked(user: ReturnType<typeof userEvent.setup>) {
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Mark booked' }).length).toBeGreaterThan(0))
    await user.click(screen.getAllByRole('button', { name: 'Mark booked' })[0]!)
    const dialog = await screen.findByRole('dialog', { name: /^Record a booking with / })
    fireEvent.change(within(dialog).getByLabelText('Appointment'), { target: { value: '2026-12-01T10:00' } })
    await user.click(within(dialog).getByRole('button', { name: 'Record booking' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  }

  it('brings a lead whose booking the ledger refused back on screen, claimed again, and never sends its Booked', async () => {
    const { requests, user } = await claimOlder({ refused: 'bookedAt is not a date' })
    await markBooked(user)

    const strip = await screen.findByRole('region', { name: 'Lead from the queue' })
    expect(await within(strip).findByRole('alert')).toHaveTextContent(
      'Not booked: bookedAt is not a date. The lead is back on screen.',
    )
    await waitFor(async () =>
      expect(await readOutcomes()).toMatchObject([{ state: 'rejected', outcome: { outcome: 'Booked' } }]),
    )
    expect(actions(requests, 'claim')).toHaveLength(2)
    expect(actions(requests, 'outcome')).toEqual([])
  })

  it('sends the claimed lead’s Lead ID with its booking, so that the ledger can hold a second one', async () => {
    const { requests, user } = await claimOlder()
    await markBooked(user)
    await waitFor(() => expect(actions(requests, 'book')).toHaveLength(1))
    const [booked] = actions(requests, 'book')[0]!.bookings as Record<string, unknown>[]
    expect(booked).toMatchObject({ leadId: 'L-1', leadName: 'Pat Doe' })
  })

  it('gives a lead brought back its details again when New lead had cleared them', async () => {
    const { user } = await claimOlder('busy')
    await markBooked(user)
    await user.click(screen.getByRole('button', { name: 'New lead' }))
    expect(screen.getByLabelText('Name')).toHaveValue('')

    fakeLedger({ leads: [older], bookings: { refused: 'bookedAt is not a date' } })
    await flushOutbox()

    expect(await screen.findByRole('alert')).toHaveTextContent('Not booked: bookedAt is not a date.')
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Pat Doe'))
    expect(screen.getByLabelText('Notes')).toHaveValue('Prefers mornings')
  })

  it('leaves the setter’s own details on the form when the lead comes back', async () => {
    const { user } = await claimOlder('busy')
    await markBooked(user)
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Gate code 1234' } })

    fakeLedger({ leads: [older], bookings: { refused: 'bookedAt is not a date' } })
    await flushOutbox()

    expect(await screen.findByRole('alert')).toHaveTextContent('Not booked: bookedAt is not a date.')
    expect(screen.getByLabelText('Notes')).toHaveValue('Gate code 1234')
  })

  it('keeps renewing a booked lead while its booking waits, and Next lead claims no other meanwhile', async () => {
    const { requests, user } = await claimOlder('busy')
    await markBooked(user)
    await screen.findByText('Booked recorded: it is sent when the ledger can be reached.')

    await fiveMinutes(true)
    await waitFor(() => expect(actions(requests, 'claim')).toHaveLength(2))
    await user.click(screen.getByRole('button', { name: 'Next lead' }))
    expect(
      await screen.findByText('Next lead waits until the booking reaches the ledger: its lead stays yours until then.'),
    ).toBeVisible()
    expect(actions(requests, 'claim')).toHaveLength(2)
    expect(actions(requests, 'outcome')).toEqual([])
  })
})
