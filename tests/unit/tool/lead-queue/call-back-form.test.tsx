// Call back's label names the lead's zone at the time entered, not today's, across a clock change.
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CallBackForm } from '../../../../src/tool/lead-queue/call-back-form'

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
})
