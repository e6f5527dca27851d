// Admin's Needs you against a fake ledger answering check, list, refunds and leadSources as docs/ledger-contract.md says.
import { act, render, screen, within } from '@testing-library/react'
import { onlineManager, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createQueryClient } from '../../../../src/query-client'
import { savedLedgerKeyHolder } from '../../../../src/storage/tool-storage'
import { NeedsYou } from '../../../../src/tool/admin/needs-you'
import { useLedgerBookings } from '../../../../src/tool/bookings/use-ledger-bookings'
import { fakeLedgerFetch, resetToolWithOwnersLedger, type LedgerRequest } from '../render-tool'
import { openRefund } from '../../refunds/refund-fixtures'

const LEDGER_URL = 'https://script.google.com/macros/s/needs-you/exec'
// Wednesday Nov 25, 2026, noon in Chicago: the agency week began Monday Nov 23.
const NOW = Date.parse('2026-11-25T18:00:00Z')

const booking = (id: string, emailStatus: string) => ({
  id,
  bookedAt: '2026-11-24T15:00:00.000Z',
  partner: 'Fixture Floors LLC',
  service: 'Concrete Coatings',
  zip: '54016',
  garageSize: '2-car',
  status: '',
  emailStatus,
})
const appointment = (noShowReportedAt: string) => ({
  partner: 'Fixture Floors LLC',
  appointment: '2026-11-20T10:00:00-06:00',
  emailStatus: 'Sent',
  noShowReportedAt,
})

interface Answers {
  list: Record<string, unknown>
  refunds: Record<string, unknown>
  leadSources: Record<string, unknown>
}

const nothingWaiting: Answers = {
  list: { ok: true, version: 10, bookings: [booking('b-sent', 'Sent')], held: [] },
  refunds: { ok: true, version: 10, open: [], decided: [], appointments: [appointment('')] },
  leadSources: {
    ok: true,
    sources: [],
    webAppUrl: '',
    refused: { count: 0, reason: '', at: '', since: '' },
    alertFailed: null,
  },
}

async function fakeLedger(answers: Answers, role: 'owner' | 'setter' = 'owner') {
  await savedLedgerKeyHolder.save(role === 'owner' ? { role: 'owner' } : { role: 'setter', setter: 'Sam' })
  return fakeLedgerFetch((request: LedgerRequest) =>
    role === 'setter' && request.action !== 'list'
      ? { ok: false, error: 'owner-only' }
      : answers[request.action as keyof Answers],
  )
}

function AdminTop() {
  return <NeedsYou ledger={useLedgerBookings(NOW, [])} now={NOW} />
}

function renderNeedsYou() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminTop />
    </QueryClientProvider>,
  )
}

const lines = (section: HTMLElement) =>
  within(section)
    .queryAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])

beforeEach(() => resetToolWithOwnersLedger(LEDGER_URL))
afterEach(() => onlineManager.setOnline(true))

describe('Needs you', () => {
  it('says Nothing needs you. when nothing waits', async () => {
    await fakeLedger(nothingWaiting)
    renderNeedsYou()
    const section = screen.getByRole('region', { name: 'Needs you' })
    expect(await within(section).findByText('Nothing needs you.')).toBeVisible()
    expect(lines(section)).toEqual([])
  })

  it('gives one line for each thing waiting, singular and plural, each a link to its section', async () => {
    const requests = await fakeLedger({
      list: {
        ok: true,
        version: 10,
        bookings: [booking('b-1', 'Partner email bounced'), booking('b-2', 'No partner email'), booking('b-3', 'Sent')],
        held: [{ ...booking('b-held', ''), reason: 'Over the daily limit' }],
      },
      refunds: {
        ok: true,
        version: 10,
        // Asked Tuesday Nov 24 and Friday Nov 27: the first is answered by Thursday.
        open: [
          { ...openRefund, askedAt: '2026-11-24T15:00:00.000Z' },
          { ...openRefund, id: 'second', askedAt: '2026-11-27T15:00:00.000Z' },
        ],
        decided: [],
        appointments: [
          appointment('2026-11-23T15:00:00.000Z'),
          appointment('2026-11-24T15:00:00.000Z'),
          // Reported last week: not this week's.
          appointment('2026-11-21T15:00:00.000Z'),
          appointment(''),
        ],
      },
      leadSources: { ...nothingWaiting.leadSources, alertFailed: { status: 500, at: '2026-11-23T20:00:00.000Z' } },
    })
    renderNeedsYou()
    const section = screen.getByRole('region', { name: 'Needs you' })
    await within(section).findByText('1 quote held')
    expect(lines(section)).toEqual([
      ['2 refund requests to decide · the first by Thu Nov 26', '#refunds-asked-heading'],
      ['2 no-shows reported this week', '#no-shows-heading'],
      ['2 quotes not emailed', '#not-emailed-heading'],
      ['1 quote held', '#not-emailed-heading'],
      ['Lead alert failing since Mon Nov 23', '#lead-sources-heading'],
    ])
    expect(within(section).queryByText('Nothing needs you.')).toBeNull()
    // Only the reads Admin already makes.
    expect(new Set(requests.map((request) => request.action))).toEqual(new Set(['list', 'refunds', 'leadSources']))
  })

  it('writes one of each in the singular', async () => {
    await fakeLedger({
      list: { ok: true, version: 10, bookings: [booking('b-1', 'Partner email bounced')], held: [] },
      refunds: {
        ok: true,
        version: 10,
        open: [openRefund],
        decided: [],
        appointments: [appointment(`${'2026-11-24'}T15:00:00.000Z`)],
      },
      leadSources: nothingWaiting.leadSources,
    })
    renderNeedsYou()
    const section = screen.getByRole('region', { name: 'Needs you' })
    await within(section).findByText('1 quote not emailed')
    expect(lines(section).map(([text]) => text)).toEqual([
      '1 refund request to decide · the first by Thu Nov 26',
      '1 no-show reported this week',
      '1 quote not emailed',
    ])
  })

  it('says the ledger could not be read, and why, when a read fails', async () => {
    await fakeLedger({ ...nothingWaiting, refunds: { ok: false, error: 'busy' } })
    renderNeedsYou()
    const section = screen.getByRole('region', { name: 'Needs you' })
    expect(await within(section).findByText('Needs you: the ledger could not be read (busy).')).toBeVisible()
    expect(within(section).queryByText('Nothing needs you.')).toBeNull()
  })

  it('offline, says the ledger could not be read rather than reading on', async () => {
    const requests = await fakeLedger(nothingWaiting)
    onlineManager.setOnline(false)
    renderNeedsYou()
    const section = screen.getByRole('region', { name: 'Needs you' })
    expect(
      await within(section).findByText('Needs you: the ledger could not be read (no connection to the ledger).'),
    ).toBeVisible()
    expect(within(section).queryByText('Nothing needs you.')).toBeNull()
    expect(requests.filter((request) => request.action !== 'list')).toEqual([])
  })

  it('is not there for a setter’s key, which never asks for refunds or lead sources', async () => {
    const requests = await fakeLedger(nothingWaiting, 'setter')
    renderNeedsYou()
    await act(async () => {})
    expect(screen.queryByRole('region', { name: 'Needs you' })).toBeNull()
    expect(requests.filter((request) => request.action !== 'list')).toEqual([])
  })
})
