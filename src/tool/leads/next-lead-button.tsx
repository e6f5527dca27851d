import { nextLeadCopy as copy } from '../../content/leads/lead-queue-copy'
import type { NextLead } from './use-next-lead'

export function NextLeadButton({ nextLead }: { nextLead: NextLead }) {
  const { available, busy, next, placeButton } = nextLead
  if (!available) return null
  return (
    <button
      ref={placeButton}
      type="button"
      className="button button-primary next-lead"
      aria-describedby="next-lead-status"
      aria-busy={busy}
      onClick={() => void next()}
    >
      {copy.nextLead}
    </button>
  )
}
