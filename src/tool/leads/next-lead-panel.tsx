import { nextLeadCopy as copy } from '../../content/leads/lead-queue-copy'
import './lead-queue.css'
import { leadsWaitingLine } from '../../leads/queue-lines'
import { LeadStrip } from './lead-strip'
import { useLeadQueueView } from './api'
import type { NextLead } from './use-next-lead'

/** Under the lead buttons: what Next lead found, how many leads wait, and the claimed lead's strip. */
export function NextLeadPanel({ nextLead, now }: { nextLead: NextLead; now: number }) {
  const view = useLeadQueueView(now)
  if (!nextLead.available) return null
  const waiting = view ? leadsWaitingLine(view, now) : null
  return (
    <div className="next-lead-panel">
      {/* Always in the page, so screen readers hear what each press found. */}
      <p id="next-lead-status" className="next-lead-status" role="status">
        {nextLead.busy ? copy.finding : (nextLead.note ?? '')}
      </p>
      {waiting ? <p className="leads-waiting">{waiting}</p> : null}
      <LeadStrip now={now} afterOutcome={nextLead.afterOutcome} />
    </div>
  )
}
