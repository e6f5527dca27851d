import { routingCopy } from '../../content/partners/routing-copy'
import { GARAGE_SIZES, type GarageSize } from '../../partners/garage-size'

interface GarageSizeChoiceProps {
  size: GarageSize | null
  onChange: (size: GarageSize | null) => void
}

/** Toggle buttons, so no size is chosen at first and pressing the chosen one again clears it. */
export function GarageSizeChoice({ size, onChange }: GarageSizeChoiceProps) {
  return (
    <div className="routing-choice garage-size" role="group" aria-labelledby="garage-size-legend">
      <span id="garage-size-legend" className="routing-legend">
        {routingCopy.garageLegend}
      </span>
      {GARAGE_SIZES.map((option) => (
        <button
          key={option}
          type="button"
          className="zip-chip"
          aria-pressed={option === size}
          onClick={() => onChange(option === size ? null : option)}
        >
          {option}
        </button>
      ))}
    </div>
  )
}
