import { cardCopy } from '../../../content/tool-copy'
import { ModalDialog } from '../../ui/modal-dialog'

interface PausedBookingDialogProps {
  partnerName: string
  onOpen: () => void
  onClose: () => void
}

/** A PAUSED partner's booking page opens only after the setter says so. */
export function PausedBookingDialog({ partnerName, onOpen, onClose }: PausedBookingDialogProps) {
  return (
    <ModalDialog className="confirm-dialog" title={cardCopy.pausedQuestion} onClose={onClose}>
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
    </ModalDialog>
  )
}
