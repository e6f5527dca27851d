import { useEffect, useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

interface ModalDialogProps {
  /** Shown while mounted unless told otherwise. */
  open?: boolean
  className: string
  title: string
  /** Esc, a `method="dialog"` form and every close button end here. */
  onClose: () => void
  children: ReactNode
}

export function ModalDialog({ open = true, className, title, onClose, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  // An effect because a modal <dialog> opens only through showModal, a method of the element React has drawn.
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal?.()
    if (!open && element.open) element.close()
  }, [open])
  // In body, not in the card that opened it: a card the list re-sorts is moved, and a moved dialog leaves the top layer.
  return createPortal(
    <dialog ref={dialog} className={className} aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>,
    document.body,
  )
}
