// Admin's speed to lead against a fake ledger answering `leadStats` as docs/ledger-contract.md says, owner's key only.
import { render, screen, within } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { beforeEach, describe, expect, it } from 'vitest'
import { createQueryClient } from '../../../../src/query-client'
import { savedLedgerKeyHolder } from '../../../../src/storage/tool-storage'
import { SpeedToLeadView } from '../../../../src/tool/admin/speed-to-lead-view'
import { fakeLedgerFetch, resetToolWithOwnersLedger } from '../render-tool'

const LEDGER_URL = 'https://script.google.com/macros/s/speed/exec'
// Monday Nov 23, 00:00 in Chicago.
const WEEK_START = Date.parse('2026-11-23T06:00:00.000Z')
const week = {
  from: '2026-11-23T06:00:00.000Z',
  to: '2026-11-30T06:00:00.000Z',
  speed: { leads: 8, medianToFirstCallMs: 270_000, within5Minutes: 5, within15Minutes: 6 },
  setters: [
    { setter: 'Robin', leadsWorked: 4, calls: 6, booked: 1, contactRate: 0.5 },
    { setter: 'Sam', leadsWorked: 3, calls: 3, booked: 0, contactRate: 1 / 3 },
  ],
}

async function fakeLedger(role: 'owner' | 'setter') {
  await savedLedgerKeyHolder.save(role === 'owner' ? { role: 'owner' } : { role: 'setter', setter: 'Sam' })
  return fakeLedgerFetch(() => (role === 'owner' ? { ok: true, weeks: [week] } : { ok: false, error: 'owner-only' }))
}

function renderSpeed() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SpeedToLeadView weekStart={WEEK_START} />
    </QueryClientProvider>,
  )
}

beforeEach(() => resetToolWithOwnersLedger(LEDGER_URL))

describe('Speed to lead', () => {
  it('shows the week’s line and each setter’s figures to the owner', async () => {
    const requests = await fakeLedger('owner')
    renderSpeed()
    expect(
      await screen.findByText('Speed to lead: median 5 min to the first call · 63% within 5 min · 75% within 15 min'),
    ).toBeVisible()
    const robin = screen.getByRole('row', { name: /Robin/ })
    expect(
      within(robin)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '6', '1', '50%'])
    expect(requests).toEqual([
      {
        action: 'leadStats',
        weeks: [{ from: '2026-11-23T06:00:00.000Z', to: '2026-11-30T06:00:00.000Z' }],
        key: 'the-owners-key',
      },
    ])
  })

  it('is not shown, nor asked, under a setter’s key', async () => {
    const requests = await fakeLedger('setter')
    renderSpeed()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('region', { name: 'Speed to lead' })).toBeNull()
    expect(screen.queryByText(/Speed to lead/)).toBeNull()
    expect(requests).toEqual([])
  })
})
