import { useMemo } from 'react'
import { mapCopy } from '../../content/partners/map-copy'
import { bundledUsOutlines } from '../../map/bundled-us-outlines'
import { layoutLeadMap, type PartnerMarks } from '../../map/lead-map-layout'
import { leadMapSummary } from '../../map/lead-map-summary'
import type { LeadMapProps } from './lead-map-props'
import { leadMapHeight } from './map-inputs'
import { MapLegend, type MapLegendKey } from './map-legend'
import { useElementWidth } from './use-element-width'

const LEAD_MAP_LEGEND: MapLegendKey[] = [
  { swatch: 'is-lead', label: mapCopy.legendLead },
  { swatch: 'is-active', label: mapCopy.legendActive },
  { swatch: 'is-paused', label: mapCopy.legendPaused },
]

function PartnerMark({
  marks,
  highlighted,
  onMarkClick,
}: {
  marks: PartnerMarks
  highlighted: boolean
  onMarkClick: (id: string) => void
}) {
  const { partner, area } = marks
  const className = `map-partner ${partner.status === 'ACTIVE' ? 'is-active' : 'is-paused'}${highlighted ? ' is-highlighted' : ''}`
  return (
    <g className={className} data-partner-id={partner.id} onClick={() => onMarkClick(partner.id)}>
      {area ? (
        <>
          <path className="map-radius" d={area.circle} />
          <circle className="map-base" cx={area.base.x} cy={area.base.y} r={4} />
          <text className="map-label" x={area.label.x} y={area.label.y} textAnchor={area.label.anchor}>
            {area.label.text}
          </text>
        </>
      ) : marks.dots ? (
        <path className="map-zip-dots" d={marks.dots} />
      ) : null}
    </g>
  )
}

export function LeadMapDrawing({ lead, partners, nearbyMiles, highlightedPartnerId, onMarkClick }: LeadMapProps) {
  const [frame, width] = useElementWidth<HTMLDivElement>('lead-map', 640)
  const height = leadMapHeight(width)
  const layout = useMemo(
    () => layoutLeadMap(lead, partners, { width, height }, bundledUsOutlines()),
    [lead, partners, width, height],
  )
  const summary = useMemo(() => leadMapSummary(lead, partners, nearbyMiles), [lead, partners, nearbyMiles])
  // Drawn last, so its marks sit on top.
  const ordered = useMemo(() => {
    const others = layout.partners.filter((marks) => marks.partner.id !== highlightedPartnerId)
    const highlighted = layout.partners.filter((marks) => marks.partner.id === highlightedPartnerId)
    return [...others, ...highlighted]
  }, [layout, highlightedPartnerId])

  return (
    <div ref={frame} className="map-frame">
      <svg
        className="lead-map-svg"
        role="img"
        aria-label={summary}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
      >
        <rect className="map-water" width={width} height={height} />
        <path className="map-land" d={layout.land} />
        <path className="map-county-borders" d={layout.countyBorders} />
        <path className="map-state-borders" d={layout.stateBorders} />
        {ordered.map((marks) => (
          <PartnerMark
            key={marks.partner.id}
            marks={marks}
            highlighted={marks.partner.id === highlightedPartnerId}
            onMarkClick={onMarkClick}
          />
        ))}
        <g className="map-lead">
          <path className="map-lead-pin" d={`M${layout.lead.x},${layout.lead.y}l-6,-12a7.5,7.5 0 1,1 12,0z`} />
          <circle className="map-lead-pin-eye" cx={layout.lead.x} cy={layout.lead.y - 16.5} r={2.6} />
          <text
            className="map-label map-lead-label"
            x={layout.lead.label.x}
            y={layout.lead.label.y}
            textAnchor={layout.lead.label.anchor}
          >
            {layout.lead.label.text}
          </text>
        </g>
      </svg>
      <MapLegend keys={LEAD_MAP_LEGEND} />
    </div>
  )
}
