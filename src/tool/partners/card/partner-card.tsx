import { useId, useMemo, useState, type FocusEvent, type KeyboardEvent, type Ref } from 'react'
import { leadCopy } from '../../../content/leads/lead-copy'
import { cardCopy } from '../../../content/tool-copy'
import { EMPTY_LEAD, type LeadContact } from '../../../leads/lead'
import type { Company } from '../../../partners/company'
import type { PartnerStanding } from '../../../bookings/partner-standing'
import { garagePrice, type GarageSize } from '../../../partners/garage-size'
import { routingCopy } from '../../../content/partners/routing-copy'
import { partnerSummary } from './partner-summary'
import { partnerName } from '../../../partners/partner-name'
import { useCopy } from '../../ui/copy-button'
import { TextList } from '../../ui/text-list'
import { scheduleLink } from './prefilled-booking'
import { MarkBooked } from '../../bookings/mark-booked'
import { bookingCopy } from '../../../content/bookings/booking-copy'
import { PausedBookingDialog } from './paused-booking-dialog'
import { ScheduleButton } from './schedule-button'
import { PartnerRows } from './partner-rows'
import { PartnerClockLine } from './partner-clock-line'

/** Opens a partner link in a new tab without giving it a handle on this page. */
const openInNewTab = (url: string) => void window.open(url, '_blank', 'noopener,noreferrer')

/** The card's id and the hover/focus events that highlight its marks on the lead map (search/card-map-link.ts). */
export interface CardMapLinkProps {
  id: string
  onMouseEnter: () => void
  onMouseLeave: () => void
  onFocus: () => void
  onBlur: (event: FocusEvent<HTMLElement>) => void
}

interface PartnerCardProps {
  company: Company
  zipSearched: string
  now: number
  leadLine?: string
  /** Coverage indicators: `Lists this ZIP`, `Same state` / `Other state`. */
  indicators?: readonly string[]
  /** Why a nearby partner is shown: `Within its 30-mile radius of Hudson, WI`. */
  nearbyReason?: string
  mapLink?: CardMapLinkProps
  /** The lead's details, for Copy summary and a prefilled Schedule link (memory only). */
  lead?: LeadContact
  /** The garage size the setter chose: its price is marked, and Copy summary gives it alone. */
  garageSize?: GarageSize | null
  standing?: PartnerStanding | null
  /** The loaded sheet's partners, read once by the list: the Mark booked dialog names the quote's recipient. */
  sheetRows: readonly Company[]
  ref?: Ref<HTMLElement>
}

export function PartnerCard({
  company,
  zipSearched,
  now,
  leadLine = '',
  indicators = [],
  nearbyReason,
  mapLink,
  lead,
  garageSize = null,
  standing = null,
  sheetRows,
  ref,
}: PartnerCardProps) {
  const name = partnerName(company)
  const headingId = useId()
  const active = company.status_badge === 'ACTIVE'
  const schedule = useMemo(() => scheduleLink(company, lead ?? EMPTY_LEAD), [company, lead])
  const chosenPrice = garageSize === null ? '' : garagePrice(company, garageSize)
  const full = standing?.full ?? false
  const summaryCopy = useCopy()
  const [askingToBook, setAskingToBook] = useState(false)
  const copySummary = () => void summaryCopy.copy(partnerSummary(company, { zipSearched, leadLine, lead, garageSize }))

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    // Only when the card itself has focus: keys inside its buttons and links keep their meaning.
    if (event.target !== event.currentTarget || event.ctrlKey || event.metaKey || event.altKey) return
    if (event.key === 'Enter' && company.schedule_url) {
      event.preventDefault()
      if (active) openInNewTab(schedule.url)
      else setAskingToBook(true)
    } else if (event.key === 'c') {
      event.preventDefault()
      copySummary()
    }
  }

  return (
    <article
      {...mapLink}
      ref={ref}
      className={`partner-card${active ? '' : ' is-paused'}`}
      aria-labelledby={headingId}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <header className="partner-card-header">
        <h3 id={headingId} className={company.display_name ? undefined : 'is-unnamed'}>
          {name}
        </h3>
        <span className={`status-badge ${active ? 'is-active' : 'is-paused'}`}>{company.status_badge}</span>
        {full ? <span className="status-badge is-full">{bookingCopy.fullThisWeek}</span> : null}
        <div className="card-meta">
          {indicators.length > 0 ? (
            <TextList className="coverage-indicators" aria-label={leadCopy.indicatorsLabel} lines={indicators} />
          ) : null}
          {nearbyReason ? <p className="nearby-reason">{nearbyReason}</p> : null}
          <PartnerClockLine company={company} now={now} />
          {standing ? (
            <p className="week-count">{bookingCopy.bookedThisWeek(standing.bookedThisWeek, standing.cap)}</p>
          ) : null}
          {chosenPrice ? (
            <p className="card-chosen-price">{routingCopy.summaryPrice(garageSize!, chosenPrice)}</p>
          ) : null}
        </div>
      </header>
      <div className="partner-actions">
        {company.schedule_url ? (
          <ScheduleButton
            link={schedule}
            label={company.schedule_label || cardCopy.scheduleLabel}
            active={active}
            partnerName={name}
            onPausedClick={() => setAskingToBook(true)}
          />
        ) : null}
        <MarkBooked
          company={company}
          zip={zipSearched}
          garageSize={garageSize}
          sheetRows={sheetRows}
          warning={standing?.full ? bookingCopy.fullWarning(standing.cap!) : null}
        />
        {company.calendar_url ? (
          <a className="button button-secondary" href={company.calendar_url} target="_blank" rel="noopener noreferrer">
            {company.calendar_label || cardCopy.calendarLabel}
          </a>
        ) : null}
        <button type="button" className="button button-quiet" onClick={copySummary}>
          {summaryCopy.state === 'copied' ? cardCopy.summaryCopied : cardCopy.copySummary}
        </button>
        <span className="copy-feedback" role="status">
          {summaryCopy.state === 'copied' ? cardCopy.summaryCopied : summaryCopy.feedback}
        </span>
      </div>
      {company.note_banner ? (
        <p className="partner-note" role="note">
          {company.note_banner}
        </p>
      ) : null}
      <PartnerRows company={company} garageSize={garageSize} name={name} />
      {askingToBook ? (
        <PausedBookingDialog
          partnerName={name}
          onOpen={() => openInNewTab(schedule.url)}
          onClose={() => setAskingToBook(false)}
        />
      ) : null}
    </article>
  )
}
