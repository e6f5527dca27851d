import type { LeadDetails } from '../../geo/lead-details'

export function LeadLine({ details }: { details: LeadDetails | null }) {
  if (!details) return null
  if (details.kind !== 'found') {
    return <p className={`lead-note is-${details.kind}`}>{details.text}</p>
  }
  return (
    <div className="lead-line">
      <p className="lead-place">{details.line}</p>
      <p className={`lead-calling ${details.calling.inside ? 'is-inside' : 'is-outside'}`}>{details.callingLine}</p>
    </div>
  )
}
