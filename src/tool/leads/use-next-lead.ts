// Next lead: asks `queue`, then claims the first callable lead, trying the next when another setter was quicker.
import { useState } from 'react'
import type { ClaimedLead } from '../../ledger-api/ledger-contract'
import { useLedgerSettings } from '../ledger-link/ledger-settings'
import { useClaimNextLead } from './api'

export interface NextLead {
  /** A ledger is set: the button shows. */
  available: boolean
  busy: boolean
  /** What the last press found, when it filled no lead; null otherwise. */
  note: string | null
  next: () => Promise<void>
  /** Next lead's button as a callback ref: it takes the focus after an outcome, so Enter calls the next lead. */
  placeButton: (button: HTMLButtonElement | null) => void
  /** After an outcome is kept: the lead's details leave the form, as New lead clears them, and Next lead has the focus. */
  afterOutcome: () => void
}

/**
 * `fill` puts the claimed lead in Lead details and searches its ZIP, as a paste does; `clear` empties them as New lead
 * does, leaving the strip's line.
 */
export function useNextLead(fill: (lead: ClaimedLead) => void, clear: () => void): NextLead {
  const [button, placeButton] = useState<HTMLButtonElement | null>(null)
  const ledgerSettings = useLedgerSettings()
  const press = useClaimNextLead(fill)

  async function next() {
    if (press.isPending) return
    await press.mutateAsync()
  }

  return {
    available: ledgerSettings !== null,
    busy: press.isPending,
    note: press.isPending ? null : (press.data ?? null),
    next,
    placeButton,
    afterOutcome: () => {
      clear()
      button?.focus()
    },
  }
}
