// Routing a lead in the Search tab, with the three-partner fixture: ZIP 54016 is listed by Fixture Floors
// (Concrete Coatings, with prices) and Fixture Trees (Tree Removal, no prices).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mockSheetFetch, renderTool, resetToolState } from './render-tool'

const cardNames = () => [...document.querySelectorAll('article.partner-card h3')].map((h) => h.textContent)
const routingNote = () => document.querySelector('.routing-note')

beforeEach(async () => {
  await resetToolState()
  mockSheetFetch()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the service filter', () => {
  it('lists every service with its count in the results; a choice narrows the cards and lives in the URL', async () => {
    const user = userEvent.setup()
    const { router } = renderTool('/tool?zip=54016')
    await screen.findByRole('radio', { name: 'All services (2, 1 paused)' })
    expect(screen.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual([
      'All services (2, 1 paused)',
      'Concrete Coatings (1)',
      'Exterior Painting (0)',
      'Tree Removal (1, 1 paused)',
    ])
    expect(screen.getByRole('radio', { name: 'All services (2, 1 paused)' })).toBeChecked()
    await waitFor(() => expect(cardNames()).toEqual(['Fixture Floors', 'Fixture Trees']))

    await user.click(screen.getByRole('radio', { name: 'Tree Removal (1, 1 paused)' }))
    await waitFor(() => expect(cardNames()).toEqual(['Fixture Trees']))
    expect(document.querySelector('.result-count')).toHaveTextContent('2 companies match ZIP 54016.')
    expect(routingNote()).toHaveTextContent('Showing 1 Tree Removal partner · All services')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ zip: '54016', service: 'tree-removal' }))

    await user.click(screen.getByRole('radio', { name: 'Exterior Painting (0)' }))
    await waitFor(() => expect(cardNames()).toEqual([]))
    expect(routingNote()).toHaveTextContent('2 partners list 54016, none for Exterior Painting. Show all services')

    await user.click(screen.getByRole('button', { name: 'Show all services' }))
    await waitFor(() => expect(cardNames()).toEqual(['Fixture Floors', 'Fixture Trees']))
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('service'))
  })

  it('a pick shows at once, before the URL follows it', async () => {
    renderTool('/tool?zip=54016&service=concrete-coatings')
    const trees = await screen.findByRole('radio', { name: 'Tree Removal (1, 1 paused)' })
    fireEvent.click(trees)
    expect(trees).toBeChecked()
    expect(cardNames()).toEqual(['Fixture Trees'])
  })

  it('a linked choice applies; a visit without one starts with All services, whatever was picked before', async () => {
    const linked = renderTool('/tool?zip=54016&service=concrete-coatings')
    await waitFor(() => expect(cardNames()).toEqual(['Fixture Floors']))
    fireEvent.click(screen.getByRole('radio', { name: 'Tree Removal (1, 1 paused)' }))
    await waitFor(() => expect(cardNames()).toEqual(['Fixture Trees']))
    linked.unmount()
    renderTool('/tool?zip=54016')
    await waitFor(() => expect(cardNames()).toEqual(['Fixture Floors', 'Fixture Trees']))
    expect(screen.getByRole('radio', { name: 'All services (2, 1 paused)' })).toBeChecked()
  })

  it('a linked choice this sheet does not have falls back to All services, with a note', async () => {
    renderTool('/tool?zip=54016&service=gutter-cleaning')
    await waitFor(() => expect(cardNames()).toEqual(['Fixture Floors', 'Fixture Trees']))
    expect(screen.getByRole('radio', { name: 'All services (2, 1 paused)' })).toBeChecked()
    expect(routingNote()).toHaveTextContent(
      'The service “gutter-cleaning” is not in this sheet, so all services are shown.',
    )
  })

  it('`s` moves focus to the chosen service, but not while typing in the ZIP box', async () => {
    const user = userEvent.setup()
    renderTool('/tool?zip=54016')
    const all = await screen.findByRole('radio', { name: 'All services (2, 1 paused)' })
    await user.click(screen.getByLabelText('ZIP code'))
    await user.keyboard('s')
    expect(screen.getByLabelText('ZIP code')).toHaveFocus()
    await user.click(document.body)
    await user.keyboard('s')
    expect(all).toHaveFocus()
  })
})

describe('garage size', () => {
  it('is offered when a result has prices; a chosen size is marked on the card and kept', async () => {
    const user = userEvent.setup()
    const { router } = renderTool('/tool?zip=54016')
    const twoCar = await screen.findByRole('button', { name: '2-car' })
    expect(twoCar).toHaveAttribute('aria-pressed', 'false')
    expect(document.querySelector('mark')).toBeNull()
    await user.click(twoCar)
    await waitFor(() => expect(twoCar).toHaveAttribute('aria-pressed', 'true'))
    expect(document.querySelector('.is-chosen-size mark')).toHaveTextContent('$3,900')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ size: '2-car' }))
    // Tree Removal partners have no prices: the choice is hidden.
    await user.click(screen.getByRole('radio', { name: 'Tree Removal (1, 1 paused)' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: '2-car' })).toBeNull())
  })

  it('an unreadable size in a link leaves the URL; none is chosen', async () => {
    const { router } = renderTool('/tool?zip=54016&size=9-car')
    expect(await screen.findByRole('button', { name: '2-car' })).toHaveAttribute('aria-pressed', 'false')
    await waitFor(() => expect(router.state.location.search).toEqual({ zip: '54016' }))
  })
})

describe('the ZIP box and the URL', () => {
  it('only the ZIP of a pasted address line reaches the URL; a URL change it did not make refills the box', async () => {
    const user = userEvent.setup()
    const { router } = renderTool('/tool?zip=54022')
    const box = await screen.findByLabelText('ZIP code')
    expect(box).toHaveValue('54022')
    await user.clear(box)
    await user.click(box)
    await user.paste('12 Main St, Hudson WI 54016')
    expect(box).toHaveValue('12 Main St, Hudson WI 54016')
    await waitFor(() => expect(router.state.location.search).toEqual({ zip: '54016' }))
    expect(router.state.location.href).not.toMatch(/Main/)
    await waitFor(() => expect(cardNames()).toEqual(['Fixture Floors', 'Fixture Trees']))
    await router.navigate({ to: '/tool', search: { zip: '54022' } })
    await waitFor(() => expect(box).toHaveValue('54022'))
  })
})
