import { afterAll, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mockSheetFetch, renderTool, resetToolState } from './render-tool'

// As in a private window or with storage blocked: touching IndexedDB throws.
vi.stubGlobal('indexedDB', {
  open() {
    throw new DOMException('The user denied permission to access the database.', 'SecurityError')
  },
})
afterAll(() => {
  vi.unstubAllGlobals()
})

describe('without IndexedDB', () => {
  it('keeps working in memory and says once that settings will not be kept', async () => {
    await resetToolState()
    mockSheetFetch()
    const user = userEvent.setup()
    renderTool('/tool?tab=checklist')
    const boxes = await screen.findAllByRole('checkbox')
    await user.click(boxes[0]!)
    expect(boxes[0]).toBeChecked()
    const notices = await screen.findAllByText(/will only last until this tab is closed/)
    expect(notices).toHaveLength(1)
    await user.click(screen.getByRole('tab', { name: 'Search' }))
    await waitFor(() => expect(document.querySelector('.status-line')).toHaveTextContent('Loaded 3 companies.'))
    await user.type(screen.getByLabelText('ZIP code'), '54016')
    expect(document.querySelector('.result-count')).toHaveTextContent('2 companies match ZIP 54016.')
    await user.click(screen.getByRole('tab', { name: 'Daily Checklist' }))
    expect(screen.getAllByRole('checkbox')[0]).toBeChecked()
  })
})
