// The lead's UI pieces: the lead line (each kind of LeadDetails), the card indicators and
// nearby reason, Copy summary starting with the lead line, and useZipOutlook against the real dataset.
import { describe, expect, it } from 'vitest'
import { render, renderHook, screen, waitFor, within } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { leadDetails } from '../../../src/geo/lead-details'
import { useNearbyPartnerSearch, zipDatasetQueryKey } from '../../../src/tool/zip-data/zip-dataset-queries'
import { useZipOutlook } from '../../../src/tool/zip-data/use-zip-outlook'
import { usZipAssetUrl } from '../../../src/geo/zip-asset-url'
import { PartnerCard } from '../../../src/tool/partners/card/partner-card'
import { partnerSummary } from '../../../src/tool/partners/card/partner-summary'
import { LeadLine } from '../../../src/tool/search/lead-line'
import { createQueryClient } from '../../../src/query-client'
import { parseSheet } from '../../../src/partners/parse-sheet'
import { usZipDataset, zonedInstant } from '../geo/us-zip-dataset'
import { fixtureCsv } from './render-tool'

const dataset = usZipDataset()
const somersetAfternoon = zonedInstant('America/Chicago', '2026-01-14T14:05')

describe('<LeadLine>', () => {
  it('shows the lead line and the calling-hours line for a ZIP in the list', () => {
    render(<LeadLine details={leadDetails(dataset, '54025', somersetAfternoon)} />)
    expect(screen.getByText('54025 · Somerset, WI · 2:05 PM CST')).toBeInTheDocument()
    expect(screen.getByText('Inside calling hours (8 AM–9 PM local)')).toHaveClass('is-inside')
  })

  it('says when calling opens next outside the window', () => {
    render(<LeadLine details={leadDetails(dataset, '54025', zonedInstant('America/Chicago', '2026-01-14T22:00'))} />)
    expect(screen.getByText('Outside calling hours (8 AM–9 PM local) · opens 8 AM Thursday')).toHaveClass('is-outside')
  })

  it('says a ZIP is not in the list, and that details are unavailable without the dataset', () => {
    const { rerender } = render(<LeadLine details={leadDetails(dataset, '00000', somersetAfternoon)} />)
    expect(screen.getByText('ZIP 00000 is not in the US ZIP list.')).toBeInTheDocument()
    rerender(<LeadLine details={leadDetails(null, '54025', somersetAfternoon)} />)
    expect(screen.getByText('Location details unavailable.')).toBeInTheDocument()
    expect(screen.queryByText(/Somerset/)).toBeNull()
  })

  it('shows nothing before the ZIP is complete', () => {
    const { container } = render(<LeadLine details={leadDetails(dataset, '5402', somersetAfternoon)} />)
    expect(container).toBeEmptyDOMElement()
  })
})

const [floors] = parseSheet(fixtureCsv).companies

const renderCard = (card: ReactNode) =>
  render(<QueryClientProvider client={createQueryClient()}>{card}</QueryClientProvider>)

describe('<PartnerCard> coverage', () => {
  it('lists its indicators and the nearby reason as text', () => {
    renderCard(
      <PartnerCard
        company={floors!}
        zipSearched="54025"
        now={somersetAfternoon.getTime()}
        indicators={['Same state']}
        nearbyReason="Within its 30-mile radius of Hudson, WI"
        sheetRows={[floors!]}
      />,
    )
    const indicators = screen.getByRole('list', { name: 'Coverage' })
    expect(
      within(indicators)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Same state'])
    expect(screen.getByText('Within its 30-mile radius of Hudson, WI')).toBeInTheDocument()
  })

  it('shows no indicator list when there is none', () => {
    renderCard(
      <PartnerCard company={floors!} zipSearched="54016" now={somersetAfternoon.getTime()} sheetRows={[floors!]} />,
    )
    expect(screen.queryByRole('list', { name: 'Coverage' })).toBeNull()
  })

  it('Copy summary starts with the lead line', () => {
    expect(
      partnerSummary(floors!, { zipSearched: '54025', leadLine: '54025 · Somerset, WI · 2:05 PM CST' })
        .split('\n')
        .slice(0, 2),
    ).toEqual(['54025 · Somerset, WI · 2:05 PM CST', 'Fixture Floors (ACTIVE)'])
  })
})

describe('useZipOutlook', () => {
  const sheet = parseSheet(
    [
      'company_name,status_badge,target_area,target_radius_mile,state,zip codes',
      'Lister,Yes,,,,54025',
      'Hudson Radius,Yes,"Hudson, WI",30,WI,54016',
      'Far Away,Yes,"Fresno, CA",20,CA,93650',
    ].join('\n'),
  )

  /** A sheet as the tool holds it: one load of one URL, named by when it was read. */
  const loaded = (parsed: typeof sheet, fetchedAt: number) => ({
    ...parsed,
    sheetUrl: '/fixture.csv',
    data: { fetchedAt },
  })

  function wrapperWithDataset() {
    const client = createQueryClient()
    client.setQueryData(zipDatasetQueryKey(usZipAssetUrl), dataset)
    return ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
  }

  it('returns the ZIP’s place at once, and the nearby partners when the search is prepared', async () => {
    const { result } = renderHook(() => useZipOutlook('54025', somersetAfternoon.getTime(), loaded(sheet, 1)), {
      wrapper: wrapperWithDataset(),
    })
    expect(result.current.details?.kind).toBe('found')
    await waitFor(() =>
      expect(result.current.nearby.map((partner) => [partner.company.company_name, partner.reason])).toEqual([
        ['Hudson Radius', 'Within its 30-mile radius of Hudson, WI'],
      ]),
    )
  })

  it('returns nothing for an incomplete ZIP', () => {
    const { result } = renderHook(() => useZipOutlook('540', somersetAfternoon.getTime(), loaded(sheet, 1)), {
      wrapper: wrapperWithDataset(),
    })
    expect(result.current).toEqual({ details: null, nearby: [] })
  })

  it('prepares a sheet once and shares it between hooks, and prepares a new sheet anew', async () => {
    const wrapper = wrapperWithDataset()
    const first = renderHook(() => useNearbyPartnerSearch(loaded(sheet, 1)), { wrapper })
    const second = renderHook(() => useNearbyPartnerSearch(loaded(sheet, 1)), { wrapper })
    await waitFor(() => expect(first.result.current).not.toBeNull())
    await waitFor(() => expect(second.result.current).toBe(first.result.current))
    expect(first.result.current!.targetAreas.map((area) => (area?.resolved ? area.label : area))).toEqual([
      null,
      'Hudson, WI',
      'Fresno, CA',
    ])

    const reloaded = parseSheet(fixtureCsv)
    const third = renderHook(() => useNearbyPartnerSearch(loaded(reloaded, 2)), { wrapper })
    await waitFor(() => expect(third.result.current).not.toBeNull())
    expect(third.result.current!.sheet.companies).toBe(reloaded.companies)
  })

  it('prepares nothing until asked', () => {
    const { result } = renderHook(() => useNearbyPartnerSearch(loaded(sheet, 1), false), {
      wrapper: wrapperWithDataset(),
    })
    expect(result.current).toBeNull()
  })
})
