// Admin's Refunds asked against a fake ledger that answers check, refunds and decide as docs/ledger-contract.md says.
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { beforeEach, describe, expect, it } from 'vitest'
import { createQueryClient } from '../../../../src/query-client'
import { savedLedgerKeyHolder } from '../../../../src/storage/tool-storage'
import { ledgerQueryOptions } from '../../../../src/tool/ledger-link/ledger-query'
import { RefundsAsked } from '../../../../src/tool/admin/refunds-asked'
import { fakeLedgerFetch, resetToolWithOwnersLedger } from '../render-tool'
import { openRefund } from '../../refunds/refund-fixtures'

const LEDGER_URL = 'https://script.google.com/macros/s/refunds/exec'
const NOW = Date.parse('2026-11-25T18:00:00Z')

const open = openRefund
const OPEN_ID = open.id
const decided = {
  id: '3f2b8c1e-0000-4000-8000-000000000002',
  partner: 'Lakeside Trees',
  zip: '55401',
  service: 'Tree Service',
  appointmentLabel: 'Fri Nov 20, 9:00 AM CST',
  reason: 'Charged twice',
  note: '',
  why: 'Billed twice on Nov 16',
  decision: 'Approved',
  decidedAt: '2026-11-25T15:00:00.000Z',
  refundEmailStatus: 'Sent',
}
const appointment = (partner: string, day: string, noShowReportedAt = '') => ({
  partner,
  appointment: `2026-11-${day}T10:00:00-06:00`,
  emailStatus: 'Sent',
  noShowReportedAt,
})

interface FakeLedger {
  role: 'owner' | 'setter'
  decideAnswer: Record<string, unknown>
}

/** The fake ledger's requests, as the tool posted them; the device holds the role its last check answered. */
async function fakeLedger(ledger: FakeLedger) {
  await savedLedgerKeyHolder.save(ledger.role === 'owner' ? { role: 'owner' } : { role: 'setter', setter: 'Sam' })
  return fakeLedgerFetch((request) =>
    request.action === 'check'
      ? { ok: true, version: 4, role: ledger.role, ...(ledger.role === 'setter' ? { setter: 'Sam' } : {}) }
      : ledger.role === 'setter'
        ? { ok: false, error: 'owner-only' }
        : request.action === 'refunds'
          ? {
              ok: true,
              version: 4,
              open: [open],
              decided: [decided],
              appointments: [
                appointment('Fixture Floors LLC', '20', '2026-11-20T18:00:00.000Z'),
                appointment('Fixture Floors LLC', '18'),
                appointment('Lakeside Trees', '10'),
              ],
            }
          : ledger.decideAnswer,
  )
}

async function renderRefunds() {
  const queryClient = createQueryClient()
  const user = userEvent.setup()
  render(
    <QueryClientProvider client={queryClient}>
      <RefundsAsked now={NOW} />
    </QueryClientProvider>,
  )
  return { queryClient, user }
}

beforeEach(() => resetToolWithOwnersLedger(LEDGER_URL))

describe('Refunds asked', () => {
  it('lists each open request with its note as text, the decisions of the weeks asked and the no-shows', async () => {
    const requests = await fakeLedger({ role: 'owner', decideAnswer: {} })
    await renderRefunds()
    const section = await screen.findByRole('region', { name: 'Refunds asked' })
    expect(
      await within(section).findByText(
        'Fixture Floors LLC · 54016 · Tue Dec 1, 10:00 AM CST · Contact details are wrong',
      ),
    ).toBeVisible()
    // An older script's answer names neither the homeowner nor the setter: the card shows what there is.
    expect(within(section).getByText(`Booking ID: ${OPEN_ID}`)).toBeVisible()
    const note = within(section).getByText('<b>x</b>')
    expect(note.querySelector('b')).toBeNull()
    expect(within(section).getByLabelText('Why (sent to the partner)')).toBeVisible()
    expect(within(section).getByRole('button', { name: 'Approve' })).toBeVisible()
    expect(within(section).getByRole('button', { name: 'Decline' })).toBeVisible()
    expect(within(section).getByText('Lakeside Trees · 55401 · Fri Nov 20, 9:00 AM CST · Charged twice')).toBeVisible()
    expect(within(section).getByText('Approved Wed Nov 25 · Refund email: Sent')).toBeVisible()
    expect(within(section).getByText('No-shows reported: 1 of 3 appointments in the last 4 weeks (33%)')).toBeVisible()
    expect(
      within(section).getByText('Fixture Floors LLC: No-shows reported: 1 of 2 appointments in the last 4 weeks (50%)'),
    ).toBeVisible()
    expect(
      within(section).getByText('Lakeside Trees: No-shows reported: 0 of 1 appointments in the last 4 weeks (0%)'),
    ).toBeVisible()
    const refunds = requests.find((request) => request.action === 'refunds')
    expect(refunds).toEqual({
      action: 'refunds',
      since: '2026-11-16T06:00:00.000Z',
      until: '2026-11-30T06:00:00.000Z',
      key: 'the-owners-key',
    })
  })

  it('names the homeowner, the setter and the Booking ID on the card', async () => {
    await savedLedgerKeyHolder.save({ role: 'owner' })
    fakeLedgerFetch((request) =>
      request.action === 'refunds'
        ? {
            ok: true,
            version: 10,
            open: [{ ...open, leadName: 'Pat Doe', setter: 'Alex' }],
            decided: [],
            appointments: [],
          }
        : { ok: true, version: 10, role: 'owner' },
    )
    await renderRefunds()
    const section = await screen.findByRole('region', { name: 'Refunds asked' })
    expect(await within(section).findByText(`Homeowner: Pat Doe · Setter: Alex · Booking ID: ${OPEN_ID}`)).toBeVisible()
  })

  it('approves with the why, then reads the refunds and the ledger again', async () => {
    const requests = await fakeLedger({
      role: 'owner',
      decideAnswer: { ok: true, decision: 'Approved', refundEmailStatus: 'Sent' },
    })
    const { queryClient, user } = await renderRefunds()
    const ledgerKey = ledgerQueryOptions(LEDGER_URL, '2026-11-16T06:00:00.000Z').queryKey
    queryClient.setQueryData(ledgerKey, [])
    await user.type(await screen.findByLabelText('Why (sent to the partner)'), 'Phone was wrong')
    await user.click(screen.getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('Approved. Refund email: Sent.')).toBeVisible()
    expect(requests.filter((request) => request.action === 'decide')).toEqual([
      { action: 'decide', id: OPEN_ID, decision: 'approve', why: 'Phone was wrong', key: 'the-owners-key' },
    ])
    await waitFor(() => expect(requests.filter((request) => request.action === 'refunds')).toHaveLength(2))
    expect(queryClient.getQueryState(ledgerKey)?.isInvalidated).toBe(true)
  })

  it('says plainly when the request was already decided', async () => {
    const requests = await fakeLedger({ role: 'owner', decideAnswer: { ok: false, error: 'already-decided' } })
    const { user } = await renderRefunds()
    await user.click(await screen.findByRole('button', { name: 'Decline' }))
    expect(await screen.findByText('This request was already decided: the list is read again.')).toBeVisible()
    expect(requests.filter((request) => request.action === 'decide')).toEqual([
      { action: 'decide', id: OPEN_ID, decision: 'decline', key: 'the-owners-key' },
    ])
  })

  it('is not there for a setter’s key, which never asks for refunds', async () => {
    const requests = await fakeLedger({ role: 'setter', decideAnswer: {} })
    await renderRefunds()
    // A render and its effects have run: that is where a refunds read would start.
    await act(async () => {})
    expect(screen.queryByText('Refunds asked')).toBeNull()
    expect(requests).toEqual([])
  })
})
