import { mapCopy } from '../../content/partners/map-copy'

export interface MapLegendKey {
  swatch: 'is-lead' | 'is-active' | 'is-paused' | 'is-active-zip' | 'is-paused-zip' | 'is-area'
  label: string
}

/** Decorative: the map's accessible name and table say it all. */
export function MapLegend({ keys }: { keys: readonly MapLegendKey[] }) {
  return (
    <p className="map-legend" aria-hidden="true">
      {keys.map((key) => (
        <span key={key.swatch} className={`map-key ${key.swatch}`}>
          {key.label}
        </span>
      ))}
      <span className="map-credit">{mapCopy.credit}</span>
    </p>
  )
}
