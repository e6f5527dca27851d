// A page that shows the map components outside the tool, for scripts/map-preview.ts (screenshots and
// redraw timing in Chromium). ?view=lead | coverage | bench
import { useState, type ReactElement } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import '../../src/styles/base.css'
import '../../src/tool/app/tool.css'
import usOutlinesTopology from 'virtual:us-outlines'
import { coverageDrawSteps } from '../../src/map/coverage-drawing'
import type { MapLead, MapPartner } from '../../src/map/map-types'
import { bundledUsOutlines } from '../../src/map/bundled-us-outlines'
import { layoutLeadMap } from '../../src/map/lead-map-layout'
import { decodeUsOutlines } from '../../src/map/us-outlines'
import { distanceMiles } from '../../src/geo/distance'
import { dotSearchMiles } from '../../src/tool/map/map-inputs'
import { CARDS_SHOWN_FIRST } from '../../src/tool/search/result-limits'
import { coverageColorsOf } from '../../src/tool/map/coverage-colors'
import { CoverageOverview } from '../../src/tool/map/coverage-overview'
import '../../src/tool/map/map.css'
import { LeadMap } from '../../src/tool/map/lead-map'
import { coverageOf, relevantPartners, syntheticNetwork } from './synthetic-network'

declare global {
  interface Window {
    runRedrawBench?: (leads: number) => Promise<unknown>
    overviewLongTasks?: { start: number; ms: number }[]
  }
}

const params = new URLSearchParams(location.search)

/** The overview in one go (the page draws it in steps), so the bench times the whole drawing. */
function drawCoverage(...args: Parameters<typeof coverageDrawSteps>) {
  const steps = coverageDrawSteps(...args)
  let step = steps.next()
  while (!step.done) step = steps.next()
  return step.value
}
const root = createRoot(document.getElementById('root')!)

// Approximate ZIP centres in the St. Croix valley (WI/MN).
const roberts: MapLead = { zip: '54023', place: 'Roberts, WI', lat: 44.984, lon: -92.557 }
/** A partner on the lead map: active, not listing the lead's ZIP, with neither target area nor ZIPs unless given. */
const partner = (fields: Pick<MapPartner, 'id' | 'name' | 'distanceMiles'> & Partial<MapPartner>): MapPartner => ({
  status: 'ACTIVE',
  listsLeadZip: false,
  targetArea: null,
  listedZips: [],
  ...fields,
})
const fixturePartners: MapPartner[] = [
  partner({
    id: 'acme',
    name: 'Acme Floors',
    distanceMiles: 9,
    targetArea: { place: 'Hudson, WI', lat: 44.975, lon: -92.757, radiusMiles: 30 },
  }),
  partner({
    id: 'bluff',
    name: 'Bluff Country Coatings',
    status: 'PAUSED',
    distanceMiles: 12,
    targetArea: { place: 'River Falls, WI', lat: 44.861, lon: -92.624, radiusMiles: 15 },
  }),
  partner({
    id: 'north',
    name: 'Northwoods Garage Doors',
    distanceMiles: 11,
    listedZips: [
      { zip: '54017', lat: 45.123, lon: -92.537 },
      { zip: '54002', lat: 44.966, lon: -92.374 },
      { zip: '54013', lat: 45.08, lon: -92.23 },
      { zip: '54026', lat: 45.2, lon: -92.53 },
    ],
  }),
  partner({
    id: 'valley',
    name: 'St. Croix Valley Painting',
    status: 'PAUSED',
    listsLeadZip: true,
    distanceMiles: 0,
    listedZips: [
      { zip: '54023', lat: 44.984, lon: -92.557 },
      { zip: '55082', lat: 45.056, lon: -92.806 },
      { zip: '55042', lat: 44.99, lon: -92.9 },
    ],
  }),
]

function LeadView() {
  const [highlighted, setHighlighted] = useState<string | null>(params.get('highlight'))
  return (
    <section className="tool-panel">
      <h2>Lead map</h2>
      <LeadMap
        lead={roberts}
        partners={fixturePartners}
        nearbyMiles={25}
        highlightedPartnerId={highlighted}
        onMarkClick={(id) => {
          document.body.dataset.clickedPartner = id
          setHighlighted(id)
        }}
      />
    </section>
  )
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}
const milesBetween = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) =>
  distanceMiles(a.lat, a.lon, b.lat, b.lon)
const round = (value: number) => Math.round(value * 100) / 100

const view = params.get('view')
if (view === 'lead') {
  root.render(<LeadView />)
} else if (view === 'coverage') {
  const network = syntheticNetwork({
    partnerCount: Number(params.get('partners') ?? 10_000),
    zipsPerPartner: Number(params.get('zips') ?? 200),
  })
  const { coveredZips, targetAreas } = coverageOf(network.partners)
  document.body.dataset.coveredZips = String(coveredZips.length)
  document.body.dataset.targetAreas = String(targetAreas.length)
  // Main-thread tasks over 50 ms from the first render of the overview on (making up the network is not counted).
  const longTasks: { start: number; ms: number }[] = []
  window.overviewLongTasks = longTasks
  setTimeout(() => {
    const renderStart = performance.now()
    new PerformanceObserver((list) => {
      for (const task of list.getEntries())
        if (task.startTime >= renderStart) longTasks.push({ start: task.startTime - renderStart, ms: task.duration })
    }).observe({ type: 'longtask' })
    root.render(
      <section className="tool-panel">
        <h2>Admin</h2>
        <CoverageOverview coveredZips={coveredZips} targetAreas={targetAreas} />
      </section>,
    )
  })
} else if (view === 'bench') {
  let made: ReturnType<typeof syntheticNetwork> | undefined
  window.runRedrawBench = async (leadCount: number) => {
    const network = (made ??= syntheticNetwork())
    const leads = Array.from({ length: leadCount }, (_, i) => network.zips[(i * 7919 + 13) % network.zips.length]!)
    const lookupStart = performance.now()
    const leadOf = (i: number): MapLead => ({ ...leads[i]!, place: `Lead ${i}, ${leads[i]!.state}` })
    const relevantAll = leads.map((lead) => relevantPartners(lead, network.partners, 25))
    // What the Search tab shows at first (src/tool/search/results-pane.tsx): the first CARDS_SHOWN_FIRST exact
    // results, then the first CARDS_SHOWN_FIRST nearby cards (within-radius first, then by distance), each
    // with only its listed ZIPs near the lead, as src/tool/map/map-inputs.ts gathers them.
    const relevant = relevantAll.map((partners, i) => {
      const exact = partners.filter((p) => p.listsLeadZip)
      const nearby = partners
        .filter((p) => !p.listsLeadZip)
        .sort(
          (a, b) =>
            Number(b.targetArea !== null && b.distanceMiles <= b.targetArea.radiusMiles) -
              Number(a.targetArea !== null && a.distanceMiles <= a.targetArea.radiusMiles) ||
            a.distanceMiles - b.distanceMiles,
        )
      const shown = [...exact.slice(0, CARDS_SHOWN_FIRST), ...nearby.slice(0, CARDS_SHOWN_FIRST)]
      const lead = leads[i]!
      const farthest = shown.reduce(
        (most, p) => Math.max(most, p.targetArea ? milesBetween(lead, p.targetArea) : p.distanceMiles),
        0,
      )
      const reach = dotSearchMiles(farthest)
      return shown.map((p) =>
        p.targetArea
          ? { ...p, listedZips: [] }
          : { ...p, listedZips: p.listedZips.filter((zip) => milesBetween(lead, zip) <= reach) },
      )
    })
    const lookupMs = (performance.now() - lookupStart) / leads.length
    const leadsShown = leads.map((_, i) => leadOf(i))
    const show = (i: number, highlighted: string | null = null) => (
      <LeadMap
        lead={leadsShown[i]!}
        partners={relevant[i]!}
        nearbyMiles={25}
        highlightedPartnerId={highlighted}
        onMarkClick={() => {}}
      />
    )
    // First draw loads the lazy chunk and decodes the outlines; it is not counted.
    root.render(show(0))
    const waitUntil = performance.now() + 60_000
    while (!document.querySelector('svg[role="img"]')) {
      if (performance.now() > waitUntil) throw new Error('The lead map did not draw within 60 s')
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    // Cold: a new lead each time. Main-thread work before the browser can paint: layout, React's render
    // and commit, then the browser's style and layout (forced by reading a size).
    const redraw = async (element: () => ReactElement) => {
      const start = performance.now()
      flushSync(() => root.render(element()))
      const committed = performance.now()
      void document.documentElement.getBoundingClientRect().height
      const laidOut = performance.now()
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
      return { commit: committed - start, total: laidOut - start, frame: performance.now() - start }
    }
    const cold: { commit: number; total: number; frame: number }[] = []
    const layoutOnlyMs: number[] = []
    for (let i = 1; i < leads.length; i++) {
      const layoutStart = performance.now()
      layoutLeadMap(leadsShown[i]!, relevant[i]!, { width: 1248, height: 420 }, bundledUsOutlines())
      layoutOnlyMs.push(performance.now() - layoutStart)
      cold.push(await redraw(() => show(i)))
    }
    // Warm: the same lead and partners again, with another card highlighted (React reuses the layout).
    const warm: { commit: number; total: number; frame: number }[] = []
    for (let i = 0; i < 10; i++) {
      const last = relevant[leads.length - 1]!
      warm.push(await redraw(() => show(leads.length - 1, last[i % last.length]?.id ?? null)))
    }
    const renderMs = cold.map((r) => r.total)
    const frameMs = cold.map((r) => r.frame)
    const counts = relevant.map((partners) => partners.length)
    // The same leads with every relevant partner drawn (as after "show all").
    const allMs: number[] = []
    for (let i = 1; i < leads.length; i++) {
      const start = performance.now()
      flushSync(() =>
        root.render(
          <LeadMap
            lead={leadOf(i)}
            partners={relevantAll[i]!}
            nearbyMiles={25}
            highlightedPartnerId={null}
            onMarkClick={() => {}}
          />,
        ),
      )
      allMs.push(performance.now() - start)
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    }
    const allCounts = relevantAll.map((partners) => partners.length)

    const decodeStart = performance.now()
    const outlines = decodeUsOutlines(usOutlinesTopology)
    const decodeMs = performance.now() - decodeStart
    const { coveredZips, targetAreas } = coverageOf(network.partners)
    const canvas = document.createElement('canvas')
    canvas.width = 1248
    canvas.height = 774
    // The colours map.css gives an overview.
    const overviewElement = document.body.appendChild(document.createElement('section'))
    overviewElement.className = 'coverage-overview'
    const colors = coverageColorsOf(overviewElement)
    const drawStart = performance.now()
    const drawn = drawCoverage(
      canvas.getContext('2d')!,
      { width: 1248, height: 774 },
      outlines,
      coveredZips,
      targetAreas,
      colors,
    )
    const coverageDrawMs = performance.now() - drawStart
    return {
      partners: network.partners.length,
      distinctZips: network.zips.length,
      leads: leads.length - 1,
      partnersDrawnPerLead: { median: median(counts), max: Math.max(...counts) },
      redrawMs: { median: round(median(renderMs)), max: round(Math.max(...renderMs)) },
      redrawBreakdownMs: {
        layoutOnly: round(median(layoutOnlyMs)),
        reactRenderAndCommit: round(median(cold.map((r) => r.commit))),
        browserStyleAndLayout: round(median(cold.map((r) => r.total - r.commit))),
      },
      redrawToNextFrameMs: { median: round(median(frameMs)), max: round(Math.max(...frameMs)) },
      warmRedrawMs: {
        median: round(median(warm.map((r) => r.total))),
        max: round(Math.max(...warm.map((r) => r.total))),
      },
      withEveryRelevantPartner: {
        partnersDrawnPerLead: { median: median(allCounts), max: Math.max(...allCounts) },
        redrawMs: { median: round(median(allMs)), max: round(Math.max(...allMs)) },
      },
      harnessLookupMsPerLead: round(lookupMs),
      outlinesDecodeMs: round(decodeMs),
      coverageOverview: {
        ...drawn,
        coveredZips: coveredZips.length,
        drawMs: round(coverageDrawMs),
      },
    }
  }
  document.body.dataset.ready = 'true'
}
