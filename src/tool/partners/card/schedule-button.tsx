import { leadDetailsCopy } from '../../../content/partners/find-copy'
import { cardCopy } from '../../../content/tool-copy'
import type { ScheduleLink } from './prefilled-booking'
import { CopyIconButton } from '../../ui/copy-button'

interface ScheduleButtonProps {
  link: ScheduleLink
  label: string
  active: boolean
  partnerName: string
  /** A PAUSED partner's link asks first (PausedBookingDialog). */
  onPausedClick: () => void
}

export function ScheduleButton({ link, label, active, partnerName, onPausedClick }: ScheduleButtonProps) {
  return (
    <span className="link-with-copy">
      <a
        className={`button ${active ? 'button-primary' : 'button-secondary'}`}
        href={link.url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(event) => {
          if (active) return
          event.preventDefault()
          onPausedClick()
        }}
      >
        {label}
        {link.prefilled ? <span className="prefilled-tag">{leadDetailsCopy.prefilled}</span> : null}
      </a>
      <CopyIconButton text={link.url} label={cardCopy.copyScheduleLinkOf(partnerName)} />
    </span>
  )
}
