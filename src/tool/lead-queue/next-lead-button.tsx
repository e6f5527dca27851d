import { nextLeadCopy as copy } from '../../content/lead-queue-copy'
import type { NextLead } from './use-next-lead'

export function NextLeadButton({ nextLead }: { nextLead: NextLead }) {
  if (!nextLead.available) return null
  return (
    <button
      ref={nextLead.buttonRef}
      type="button"
      className="button button-primary next-lead"
      aria-describedby="next-lead-status"
      aria-busy={nextLead.busy}
      onClick={() => void nextLead.next()}
    >
      {copy.nextLead}
    </button>
  )
}
