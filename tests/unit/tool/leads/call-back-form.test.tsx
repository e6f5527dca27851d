// Call back's label names the lead's zone at the time entered, not today's, across a clock change.
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CallBackForm } from '../../../../src/tool/leads/call-back-form'

afterEach(() => vi.useRealTimers())

describe('the call-back form', () => {
  it('labels a time after the clocks change with that day’s zone', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    // Saturday 7 March 2026, noon in Chicago: CST until Sunday 2 AM.
    vi.setSystemTime(Date.parse('2026-03-07T18:00:00Z'))
    render(<CallBackForm timeZone="America/Chicago" onSave={vi.fn()} onCancel={vi.fn()} />)
    expect(screen.getByLabelText('Call back at (CST, the lead’s time)')).toBeVisible()

    fireEvent.change(screen.getByLabelText(/^Call back at/), { target: { value: '2026-03-09T10:00' } })

    expect(screen.getByLabelText('Call back at (CDT, the lead’s time)')).toHaveValue('2026-03-09T10:00')
  })

  it('fills the time with In 1 hour or Tomorrow 9 AM, on the lead’s clock', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    // Wednesday 2:00 PM in Chicago.
    vi.setSystemTime(Date.parse('2026-11-25T20:00:00Z'))
    const onSave = vi.fn()
    render(<CallBackForm timeZone="America/Chicago" onSave={onSave} onCancel={vi.fn()} />)

    fireEvent.click(screen.getByRole('button', { name: 'In 1 hour' }))
    expect(screen.getByLabelText(/^Call back at/)).toHaveValue('2026-11-25T15:00')

    fireEvent.click(screen.getByRole('button', { name: 'Tomorrow 9 AM' }))
    expect(screen.getByLabelText(/^Call back at/)).toHaveValue('2026-11-26T09:00')
    fireEvent.click(screen.getByRole('button', { name: 'Save call back' }))
    expect(onSave).toHaveBeenCalledOnce()
    expect(Date.parse(onSave.mock.calls[0]![0] as string)).toBe(Date.parse('2026-11-26T15:00:00Z'))
  })
})
