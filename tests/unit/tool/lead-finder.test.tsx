import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { renderLoadedTool, resetToolState } from './render-tool'

beforeEach(async () => {
  await resetToolState()
})
afterEach(() => {
  vi.unstubAllGlobals()
  delete (Element.prototype as Partial<Element>).scrollIntoView
})

describe('Find a place or partner, without the US ZIP list', () => {
  it('finds a partner by name from the keyboard and shows its card; the ZIP search stays', async () => {
    const { user } = await renderLoadedTool()
    await user.type(screen.getByLabelText('ZIP code'), '54016')
    const findBox = screen.getByRole('combobox', { name: 'Find a place or partner' })
    await user.type(findBox, 'FIXTURE TR')
    await waitFor(() => expect(screen.getByText('Places unavailable: partners only.')).toBeInTheDocument())
    expect(findBox).toHaveAttribute('aria-expanded', 'true')
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Fixture TreesPAUSED'])
    await user.keyboard('{ArrowDown}')
    expect(findBox).toHaveAttribute('aria-activedescendant', 'find-option-0')
    await user.keyboard('{Enter}')
    expect(findBox).toHaveAttribute('aria-expanded', 'false')
    const found = screen.getByRole('region', { name: 'Partner found' })
    expect(within(found).getByRole('heading', { level: 3 })).toHaveTextContent('Fixture Trees')
    expect(within(found).getByRole('list', { name: 'Coverage' })).toHaveTextContent(
      'Lists 2 ZIPs · Target Area River Falls',
    )
    expect(screen.getByLabelText('ZIP code')).toHaveValue('54016')
    expect(document.querySelector('.result-count')).toHaveTextContent('2 companies match ZIP 54016.')
  })
})

describe('the Find box list from the keyboard', () => {
  it('scrolls each option the arrow keys make active into view', async () => {
    // jsdom has no layout and no scrollIntoView: this one records which element asked.
    const scrolled: string[] = []
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id)
    }
    const { user } = await renderLoadedTool()
    await user.type(screen.getByRole('combobox', { name: 'Find a place or partner' }), 'Fixture')
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3))
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}')
    expect(scrolled).toEqual(['find-option-0', 'find-option-1', 'find-option-0'])
  })
})

describe('the partner found stays open', () => {
  it('when the sheet is loaded again', async () => {
    const { user } = await renderLoadedTool()
    await user.type(screen.getByRole('combobox', { name: 'Find a place or partner' }), 'Fixture Trees')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(screen.getByRole('region', { name: 'Partner found' })).toHaveTextContent('Fixture Trees')
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(document.querySelector('.status-line')).toHaveTextContent('Loaded 3 companies.'))
    expect(screen.getByRole('region', { name: 'Partner found' })).toHaveTextContent('Fixture Trees')
  })
})

describe('lead details', () => {
  it('an address fills an empty ZIP box with its ZIP only, and New lead clears everything', async () => {
    const { user, router } = await renderLoadedTool()
    await user.type(screen.getByLabelText('Name'), 'Jane Roe')
    await user.type(screen.getByLabelText('Address'), '1 Elm St, Hudson, WI 54016')
    expect(screen.getByLabelText('ZIP code')).toHaveValue('54016')
    expect(document.querySelector('.result-count')).toHaveTextContent('2 companies match ZIP 54016.')
    expect(router.state.location.href).toBe('/tool?zip=54016')
    // A ZIP box with text in it is left alone.
    await user.clear(screen.getByLabelText('Address'))
    await user.type(screen.getByLabelText('Address'), '9 Oak Rd, Atlanta, GA 30305')
    expect(screen.getByLabelText('ZIP code')).toHaveValue('54016')

    await user.click(screen.getByRole('button', { name: 'New lead' }))
    for (const label of ['Name', 'Phone', 'Email', 'Address', 'Notes']) {
      expect(screen.getByLabelText(label)).toHaveValue('')
    }
    expect(screen.getByLabelText('ZIP code')).toHaveValue('')
  })

  it('a 5-digit house number typed first is never taken for the ZIP', async () => {
    const { user, router } = await renderLoadedTool()
    await user.type(screen.getByLabelText('Address'), '12345 Orchard Ln, Hudson, WI 54016')
    expect(screen.getByLabelText('ZIP code')).toHaveValue('54016')
    expect(router.state.location.href).toBe('/tool?zip=54016')
  })
})
