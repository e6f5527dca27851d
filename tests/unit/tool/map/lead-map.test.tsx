import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { get, set } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { storageKeys } from '../../../../src/storage/storage-keys'
import { showMapOnNarrowScreens } from '../../../../src/storage/tool-storage'
import { LeadMap } from '../../../../src/tool/map/lead-map'
import type { LeadMapProps } from '../../../../src/tool/map/lead-map-props'
import { partner, robertsLead, robertsPartners, zips } from '../../map/map-fixtures'
import { resetToolState } from '../render-tool'

const summary = 'Map: lead in Roberts, WI; 3 partners within 25 miles; nearest Acme Floors, 9 mi.'

function props(overrides: Partial<LeadMapProps> = {}): LeadMapProps {
  return {
    lead: robertsLead,
    partners: robertsPartners,
    nearbyMiles: 25,
    highlightedPartnerId: null,
    onMarkClick: () => {},
    ...overrides,
  }
}

/** jsdom has no matchMedia: answer the narrow-screen query as a phone (true) or a desktop (false) would. */
function screenIsNarrow(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

beforeEach(async () => {
  await resetToolState()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('<LeadMap> on a wide screen', () => {
  beforeEach(() => screenIsNarrow(false))

  it('is an image named by its text summary, with no toggle', async () => {
    render(<LeadMap {...props()} />)
    const map = await screen.findByRole('img', { name: summary })
    expect(map.tagName.toLowerCase()).toBe('svg')
    expect(screen.queryByRole('button', { name: 'Show map' })).toBeNull()
  })

  it('labels the lead pin with its place and each resolved partner with its name, over a radius circle', async () => {
    render(<LeadMap {...props()} />)
    const map = await screen.findByRole('img', { name: summary })
    const labels = [...map.querySelectorAll('text')].map((text) => text.textContent)
    expect(labels).toEqual(['Acme Floors', 'Bluff Country Coatings', 'Roberts, WI'])
    expect(map.querySelectorAll('.map-radius')).toHaveLength(2)
    expect(map.querySelectorAll('.map-zip-dots')).toHaveLength(1)
  })

  it('styles ACTIVE and PAUSED partners apart', async () => {
    render(<LeadMap {...props()} />)
    const map = await screen.findByRole('img', { name: summary })
    expect(map.querySelector('[data-partner-id="acme"]')).toHaveClass('is-active')
    expect(map.querySelector('[data-partner-id="bluff"]')).toHaveClass('is-paused')
  })

  it('highlights the marks of the hovered or focused card and draws them on top', async () => {
    const { rerender } = render(<LeadMap {...props()} />)
    const map = await screen.findByRole('img', { name: summary })
    expect(map.querySelectorAll('.is-highlighted')).toHaveLength(0)
    rerender(<LeadMap {...props({ highlightedPartnerId: 'acme' })} />)
    const highlighted = map.querySelectorAll('.is-highlighted')
    expect(highlighted).toHaveLength(1)
    expect(highlighted[0]).toHaveAttribute('data-partner-id', 'acme')
    const groups = [...map.querySelectorAll('[data-partner-id]')]
    expect(groups.at(-1)).toHaveAttribute('data-partner-id', 'acme')
  })

  it('reports a click on a mark with its partner id', async () => {
    const onMarkClick = vi.fn()
    render(<LeadMap {...props({ onMarkClick })} />)
    const map = await screen.findByRole('img', { name: summary })
    fireEvent.click(map.querySelector('[data-partner-id="bluff"] .map-radius')!)
    fireEvent.click(map.querySelector('[data-partner-id="north"] .map-zip-dots')!)
    expect(onMarkClick.mock.calls).toEqual([['bluff'], ['north']])
  })

  it('never takes keyboard focus: Tab goes from the control before it to the control after it', async () => {
    const user = userEvent.setup()
    render(
      <>
        <button type="button">Before</button>
        <LeadMap {...props()} />
        <button type="button">After</button>
      </>,
    )
    const map = await screen.findByRole('img', { name: summary })
    expect(map.querySelectorAll('[tabindex], a, button')).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Before' }))
    await user.tab()
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus()
  })

  it('renders partner names as text, never as markup', async () => {
    const sneaky = partner({
      id: 'x',
      name: '<img src=x onerror=alert(1)>',
      targetArea: { place: 'Hudson, WI', lat: zips.hudson.lat, lon: zips.hudson.lon, radiusMiles: 5 },
    })
    render(<LeadMap {...props({ partners: [sneaky] })} />)
    const map = await screen.findByRole('img', { name: /Map: lead in Roberts, WI; 1 partner/ })
    expect(map.querySelector('img')).toBeNull()
    expect(map.querySelector('text')?.textContent).toBe('<img src=x onerror=alert(1)>')
  })
})

describe('<LeadMap> on a narrow screen', () => {
  beforeEach(() => screenIsNarrow(true))

  it('starts collapsed behind "Show map", and opening it is remembered in IndexedDB', async () => {
    const user = userEvent.setup()
    render(<LeadMap {...props()} />)
    const toggle = screen.getByRole('button', { name: 'Show map' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('img')).toBeNull()

    await user.click(toggle)
    expect(await screen.findByRole('img', { name: summary })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Hide map' })).toHaveAttribute('aria-expanded', 'true')
    expect(await get(storageKeys.showMap)).toBe(true)

    await user.click(screen.getByRole('button', { name: 'Hide map' }))
    expect(screen.queryByRole('img')).toBeNull()
    expect(await get(storageKeys.showMap)).toBe(false)
  })

  it('opens already when the stored choice says so', async () => {
    await set(storageKeys.showMap, true)
    await act(() => showMapOnNarrowScreens.load())
    render(<LeadMap {...props()} />)
    expect(screen.getByRole('button', { name: 'Hide map' })).toHaveAttribute('aria-expanded', 'true')
    expect(await screen.findByRole('img', { name: summary })).toBeInTheDocument()
  })
})
