import { useId } from 'react'
import { mapCopy } from '../../content/partners/map-copy'
import { showMapOnNarrowScreens } from '../../storage/tool-storage'
import { usePersistedValue } from '../../storage/use-persisted-value'
import { onDemand } from '../ui/on-demand'
import type { LeadMapProps } from './lead-map-props'
import { useNarrowScreen } from './use-narrow-screen'
import './map.css'

// d3-geo and the outlines load only when a map is first drawn.
const LeadMapDrawing = onDemand(async () => (await import('./map-drawings')).LeadMapDrawing, mapCopy.couldNotLoad)

export function LeadMap(props: LeadMapProps) {
  const narrow = useNarrowScreen()
  const shownOnNarrow = usePersistedValue(showMapOnNarrowScreens)
  const frameId = useId()
  const open = !narrow || shownOnNarrow
  return (
    <div className="lead-map">
      {narrow ? (
        <button
          type="button"
          className="button button-quiet lead-map-toggle"
          aria-expanded={shownOnNarrow}
          aria-controls={frameId}
          onClick={() => void showMapOnNarrowScreens.save(!shownOnNarrow)}
        >
          {shownOnNarrow ? mapCopy.hideMap : mapCopy.showMap}
        </button>
      ) : null}
      <div id={frameId} className="lead-map-frame">
        {open ? <LeadMapDrawing {...props} loading={<p className="hint map-loading">{mapCopy.loading}</p>} /> : null}
      </div>
    </div>
  )
}
