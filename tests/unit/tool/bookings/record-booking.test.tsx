// Record booking as a mutation: it only puts the booking in the IndexedDB outbox, so it works offline; the ledger is
// read again when the ledger acknowledges the booking (outbox-sender.test.ts), not when it is recorded.
import { act, renderHook, waitFor } from '@testing-library/react'
import { onlineManager, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../../src/query-client'
import { clearOutboxForTests, readOutbox } from '../../../../src/tool/ledger-link/booking-outbox'
import { bookingsHere, forgetBookingsHere } from '../../../../src/tool/ledger-link/bookings-here'
import * as outcomeOutbox from '../../../../src/tool/ledger-link/outcome-outbox'
import { useRecordBooking } from '../../../../src/tool/bookings/api'
import { booking } from '../../apps-script/script-requests'
import { resetToolState } from '../render-tool'

beforeEach(async () => {
  await resetToolState()
  await clearOutboxForTests()
  await outcomeOutbox.clearOutcomesForTests()
  forgetBookingsHere()
})

afterEach(() => onlineManager.setOnline(true))

describe('Record booking', () => {
  it('records offline, into the outbox alone, leaves the ledger unread and the mutation cache empty', async () => {
    onlineManager.setOnline(false)
    const queryClient = createQueryClient()
    const readsOfTheLedger = vi.spyOn(queryClient, 'invalidateQueries')
    const recorded = vi.fn()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )
    const { result, unmount } = renderHook(() => useRecordBooking(recorded), { wrapper })

    act(() => result.current.mutate(booking('offline-1', {}, { withAppointment: true })))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))

    expect(await readOutbox()).toMatchObject([{ state: 'waiting', booking: { id: 'offline-1', leadName: 'Pat Doe' } }])
    expect(recorded).toHaveBeenCalledTimes(1)
    expect(bookingsHere.get().unacknowledged.has('offline-1')).toBe(true)
    expect(readsOfTheLedger).not.toHaveBeenCalled()
    // The dialog closes: TanStack's mutation cache keeps no copy of the lead.
    unmount()
    await waitFor(() => expect(queryClient.getMutationCache().getAll()).toEqual([]))
  })
})

describe('Record booking for a lead Next lead claimed', () => {
  it('keeps the booking and says so when its Booked outcome cannot be kept', async () => {
    const queryClient = createQueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )
    vi.spyOn(outcomeOutbox, 'recordOutcome').mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'))
    const onBooked = vi.fn()
    const recorded = vi.fn()
    const { result } = renderHook(() => useRecordBooking(recorded, { leadId: 'L-1', onBooked }), { wrapper })

    act(() => result.current.mutate(booking('queued-1', {}, { withAppointment: true })))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))

    expect(await readOutbox()).toMatchObject([{ booking: { id: 'queued-1' } }])
    expect(recorded).toHaveBeenCalledTimes(1)
    expect(onBooked).toHaveBeenCalledWith(null, 'queued-1')
  })

  it('records Booked with the booking’s id, pressed when the booking was', async () => {
    const queryClient = createQueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )
    onlineManager.setOnline(false)
    const onBooked = vi.fn()
    const { result } = renderHook(() => useRecordBooking(vi.fn(), { leadId: 'L-1', onBooked }), { wrapper })
    const recorded = booking('queued-2', {}, { withAppointment: true })

    act(() => result.current.mutate(recorded))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))

    const [kept] = await outcomeOutbox.readOutcomes()
    expect(kept?.outcome).toEqual({
      leadId: 'L-1',
      attemptId: kept?.outcome.attemptId,
      outcome: 'Booked',
      bookingId: 'queued-2',
      calledAt: recorded.bookedAt,
    })
    expect(onBooked).toHaveBeenCalledWith(kept?.outcome.attemptId, 'queued-2')
  })
})
