import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { get } from 'idb-keyval'
import { mockSheetFetch, openDialogsInJsdom, renderTool, resetToolState } from './render-tool'
import { recentZips } from '../../../src/storage/tool-storage'

beforeEach(async () => {
  await resetToolState()
  openDialogsInJsdom()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

async function toolWithResults(zip = '54016') {
  mockSheetFetch()
  const user = userEvent.setup()
  renderTool()
  await waitFor(() => expect(document.querySelector('.status-line')).toHaveTextContent('Loaded 3 companies.'))
  await user.type(screen.getByLabelText('ZIP code'), zip)
  return user
}

describe('keyboard shortcuts', () => {
  it('↓ and ↑ move between the ZIP box and the cards; Esc on a card returns to the box, Esc there clears it', async () => {
    const user = await toolWithResults()
    const [first, second] = screen.getAllByRole('article')
    await user.keyboard('{ArrowDown}')
    expect(first).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(second).toHaveFocus()
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(screen.getByLabelText('ZIP code')).toHaveFocus()
    await user.keyboard('{ArrowDown}{Escape}')
    expect(screen.getByLabelText('ZIP code')).toHaveFocus()
    expect(screen.getByLabelText('ZIP code')).toHaveValue('54016')
    expect(screen.getAllByRole('article')).toHaveLength(2)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.getByLabelText('ZIP code')).toHaveValue(''))
    expect(screen.getByLabelText('ZIP code')).toHaveFocus()
    await waitFor(() => expect(document.querySelector('.result-count')).toHaveTextContent('Enter a ZIP to search.'))
  })

  it('Enter on a card opens its schedule link in a new tab, without a handle on this page', async () => {
    const open = vi.fn()
    vi.stubGlobal('open', open)
    const user = await toolWithResults()
    await user.keyboard('{ArrowDown}{Enter}')
    expect(open).toHaveBeenCalledWith('https://book.example.test/fixture-floors', '_blank', 'noopener,noreferrer')
  })

  it('c on a card copies its summary', async () => {
    // user-event's setup() gives the page a working clipboard to read back from.
    const user = await toolWithResults()
    await user.keyboard('{ArrowDown}c')
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toMatch(/^Fixture Floors \(ACTIVE\)\n[\s\S]*\nZIP searched: 54016$/),
    )
    expect(within(screen.getAllByRole('article')[0]!).getAllByText('Summary copied').length).toBeGreaterThan(0)
  })

  it('? opens the shortcuts list; / focuses the ZIP box; neither fires while typing in another field', async () => {
    const user = await toolWithResults()
    await user.click(screen.getByRole('tab', { name: 'Search' }))
    await user.keyboard('?')
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: /Admin/ }))
    const sheetUrl = screen.getByLabelText('Sheet CSV URL')
    await user.clear(sheetUrl)
    await user.type(sheetUrl, '/?x')
    expect(sheetUrl).toHaveValue('/?x')
    expect(sheetUrl).toHaveFocus()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: 'Training' }))
    await user.keyboard('/')
    await waitFor(() => expect(screen.getByLabelText('ZIP code')).toHaveFocus())
  })
})

describe('recent ZIP chips', () => {
  it('keeps the last distinct complete ZIPs, newest first, in IndexedDB, with Clear', async () => {
    const user = await toolWithResults('30305')
    const zip = screen.getByLabelText('ZIP code')
    await user.clear(zip)
    await user.type(zip, '54016')
    await user.clear(zip)
    await user.type(zip, '30305')
    const chips = () => [...screen.getByRole('group', { name: 'Recent ZIPs' }).querySelectorAll('.zip-chip')]
    await waitFor(async () => expect(await get('ahs_recent_zips_v1')).toEqual(['30305', '54016']))
    expect(chips().map((chip) => chip.textContent)).toEqual(['30305', '54016'])
    await user.click(screen.getByRole('button', { name: '54016' }))
    expect(zip).toHaveValue('54016')
    await user.clear(zip)
    await user.click(screen.getByRole('button', { name: 'Clear recent' }))
    expect(screen.queryByRole('group', { name: 'Recent ZIPs' })).not.toBeInTheDocument()
    await waitFor(async () => expect(await get('ahs_recent_zips_v1')).toEqual([]))
  })

  it('remembers a ZIP that came in the URL, from a link or Back, as well as a typed one', async () => {
    await recentZips.save(['54016'])
    mockSheetFetch()
    const { router } = renderTool('/tool?zip=30305')
    const chips = () => [...screen.getByRole('group', { name: 'Recent ZIPs' }).querySelectorAll('.zip-chip')]
    await waitFor(() => expect(chips().map((chip) => chip.textContent)).toEqual(['30305', '54016']))
    await router.navigate({ to: '/tool', search: { zip: '54016' } })
    await waitFor(() => expect(chips().map((chip) => chip.textContent)).toEqual(['54016', '30305']))
    router.history.back()
    await waitFor(() => expect(chips().map((chip) => chip.textContent)).toEqual(['30305', '54016']))
    await waitFor(async () => expect(await get('ahs_recent_zips_v1')).toEqual(['30305', '54016']))
  })
})
