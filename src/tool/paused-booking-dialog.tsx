import { useEffect, useId, useRef } from 'react'
import { cardCopy } from '../content/tool-copy'

interface PausedBookingDialogProps {
  partnerName: string
  onOpen: () => void
  onClose: () => void
}

/** A PAUSED partner's booking page opens only after the setter says so. */
export function PausedBookingDialog({ partnerName, onOpen, onClose }: PausedBookingDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal?.()
  }, [])
  return (
    <dialog ref={dialog} className="confirm-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{cardCopy.pausedQuestion}</h2>
      <p>{partnerName}</p>
      <div className="confirm-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            onOpen()
            onClose()
          }}
        >
          {cardCopy.openBookingPage}
        </button>
        <button type="button" className="button button-secondary" autoFocus onClick={onClose}>
          {cardCopy.cancel}
        </button>
      </div>
    </dialog>
  )
}
