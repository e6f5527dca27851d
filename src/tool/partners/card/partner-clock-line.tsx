import { useMemo } from 'react'
import { cardCopy } from '../../../content/tool-copy'
import { describePartnerClock } from '../../../partner-time/partner-clock'
import type { Company } from '../../../partners/company'

export function PartnerClockLine({ company, now }: { company: Company; now: number }) {
  // Minute resolution is enough for "3:42 PM local" and open/closed.
  const minute = Math.floor(now / 60_000)
  const clock = useMemo(
    () => describePartnerClock(company.time_zone, company.hours, new Date(minute * 60_000)),
    [company, minute],
  )
  if (!clock.localTime) return null
  return (
    <p className="partner-clock">
      <span>{clock.localTime}</span>
      {clock.openState ? (
        <span className={`open-state is-${clock.openState}`}>
          {clock.openState === 'open' ? cardCopy.openNow : cardCopy.closedNow}
        </span>
      ) : null}
    </p>
  )
}
