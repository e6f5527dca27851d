import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderLoadedTool, resetToolState } from './render-tool'

beforeEach(async () => {
  await resetToolState()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

/** Fires a paste carrying `text`; true when the box is left to insert it itself. */
const paste = (element: HTMLElement, text: string) =>
  fireEvent.paste(element, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : '') } })

const BLOCK = 'Name: Jane Roe\nPhone: 715-555-0100\nAddress: 12 Main St, Hudson, WI 54016\nService: Tree removal'
const pasteNote = () => document.querySelector('.paste-note [role="status"]')

describe('a paste into the lead column', () => {
  it('leaves a ZIP alone, or an address line alone, to the ZIP box', async () => {
    await renderLoadedTool()
    const zipBox = screen.getByLabelText('ZIP code')
    expect(paste(zipBox, '54016')).toBe(true)
    expect(paste(zipBox, '12 Main St, Hudson, WI 54016')).toBe(true)
    expect(pasteNote()).toHaveTextContent(/^$/)
    expect(screen.getByLabelText('Name')).toHaveValue('')
  })

  it('leaves a note with one label to Notes; two labels are a lead', async () => {
    await renderLoadedTool()
    const notes = screen.getByLabelText('Notes')
    expect(paste(notes, 'Message: gate code 1234\nback door')).toBe(true)
    expect(paste(notes, 'Name: Jane Roe\nPhone: 715-555-0100')).toBe(false)
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Jane Roe'))
    expect(notes).toHaveValue('')
  })

  it('reads a block pasted into the ZIP box into the lead: the box shows the ZIP only', async () => {
    const { router } = await renderLoadedTool()
    const zipBox = screen.getByLabelText<HTMLInputElement>('ZIP code')
    expect(paste(zipBox, BLOCK)).toBe(false)
    await waitFor(() => expect(pasteNote()).toHaveTextContent('Lead details filled from the paste.'))
    expect(screen.getByLabelText('Name')).toHaveValue('Jane Roe')
    expect(screen.getByLabelText('Phone')).toHaveValue('(715) 555-0100')
    expect(screen.getByLabelText('Address')).toHaveValue('12 Main St, Hudson, WI 54016')
    expect(zipBox).toHaveValue('54016')
    await waitFor(() => expect(router.state.location.search).toEqual({ zip: '54016', service: 'tree-removal' }))
    expect(screen.getByRole('radio', { name: /^Tree Removal/ })).toBeChecked()
  })

  it('Undo puts every field back and focus on the field the paste went into', async () => {
    const { user, router } = await renderLoadedTool()
    await user.type(screen.getByLabelText('Email'), 'old@example.com')
    const name = screen.getByLabelText('Name')
    name.focus()
    paste(name, BLOCK)
    await waitFor(() => expect(name).toHaveValue('Jane Roe'))
    expect(screen.getByLabelText('Email')).toHaveValue('')
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(name).toHaveValue('')
    expect(screen.getByLabelText('Email')).toHaveValue('old@example.com')
    expect(name).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull()
    await waitFor(() => expect(router.state.location.search).toEqual({}))
  })

  it('Paste lead without the Clipboard API says to paste with Ctrl+V', async () => {
    const { user } = await renderLoadedTool()
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined })
    await user.click(screen.getByRole('button', { name: 'Paste lead' }))
    expect(pasteNote()).toHaveTextContent('Paste the lead with Ctrl+V (⌘V) in the ZIP box.')
  })
})
