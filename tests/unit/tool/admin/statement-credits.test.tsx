// Admin's weekly statement shows the week's credits under its rows, with the total already lowered by them.
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { ReadBooking } from '../../../../src/bookings/partner-bookings'
import { parseSheet } from '../../../../src/partners/parse-sheet'
import type { LedgerReadout } from '../../../../src/tool/bookings/use-ledger-bookings'
import { WeeklyStatementView } from '../../../../src/tool/admin/weekly-statement-view'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { createQueryClient } from '../../../../src/query-client'

// The statement shows speed to lead, read through TanStack Query (not asked here: no ledger is set).
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
)

const NOW = Date.parse('2026-11-25T18:00:00Z')
const companies = parseSheet(
  ['Company Name,Zip Codes,Service Category,Price per Quote', 'Partner B,54016,Tree Removal,$140'].join('\n'),
).companies

const booking = (id: string, bookedAt: string, extra: Partial<ReadBooking> = {}): ReadBooking => ({
  id,
  bookedAt,
  partner: 'Partner B',
  service: 'Tree Removal',
  zip: '54016',
  garageSize: '',
  status: '',
  emailStatus: 'Sent',
  emailedAt: bookedAt,
  ...extra,
})

const ledger = (bookings: ReadBooking[]): LedgerReadout => ({
  bookings,
  readAt: NOW,
  stale: false,
  standingOf: () => {
    throw new Error('not read by the statement')
  },
})

describe('the weekly statement’s credits', () => {
  it('lists this week’s credit under the rows and lowers the total; a refund approved in its own week is withdrawn', async () => {
    const user = userEvent.setup()
    const bookings = [
      // Billed last week, approved this week: credited here.
      booking('b1', '2026-11-17T15:00:00Z', {
        refundDecision: 'Approved',
        refundDecidedAt: '2026-11-24T15:00:00Z',
        refundReason: 'Contact details are wrong',
      }),
      booking('b2', '2026-11-23T15:00:00Z'),
      booking('b3', '2026-11-24T15:00:00Z'),
      // Approved before its week ended: never billed.
      booking('b4', '2026-11-24T16:00:00Z', {
        refundDecision: 'Approved',
        refundDecidedAt: '2026-11-25T15:00:00Z',
        refundReason: 'Charged twice',
      }),
    ]
    render(<WeeklyStatementView ledger={ledger(bookings)} companies={companies} now={NOW} />, { wrapper })
    await user.click(screen.getByRole('radio', { name: 'This week' }))
    const section = screen.getByRole('region', { name: 'Weekly statement' })
    expect(within(section).getByRole('heading', { name: 'Credits' })).toBeVisible()
    expect(within(section).getByText('Partner B · booked Tue Nov 17 · Contact details are wrong · −$140')).toBeVisible()
    expect(within(section).getByText('Total: $140')).toBeVisible()
    expect(within(section).getByText('Partner B · Tue Nov 24 · Refunded')).toBeVisible()
  })

  it('shows no Credits heading in a week without one', async () => {
    render(
      <WeeklyStatementView ledger={ledger([booking('b2', '2026-11-17T15:00:00Z')])} companies={companies} now={NOW} />,
      { wrapper },
    )
    expect(screen.getByText('Total: $140')).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'Credits' })).toBeNull()
  })
})

describe('the weekly statement with nothing delivered', () => {
  it('names the week shown: last week by default, this week once chosen', async () => {
    const user = userEvent.setup()
    render(<WeeklyStatementView ledger={ledger([])} companies={companies} now={NOW} />, { wrapper })
    expect(screen.getByText('No quotes delivered in the week of Mon Nov 16.')).toBeVisible()
    await user.click(screen.getByRole('radio', { name: 'This week' }))
    expect(screen.getByText('No quotes delivered in the week of Mon Nov 23.')).toBeVisible()
  })
})
