// A lead of the queue's answer as the script sends it, for the script's tests and the tool's reader alike.
import type { QueueAnswer } from '../../src/ledger-api/ledger-contract'

type QueuedLead = QueueAnswer['leads'][number]

/** A queued lead with nothing known but `cells`: the fields every script version sends, blank or zero. */
export const blankQueuedLead = (cells: Partial<QueuedLead>) => ({
  leadId: '',
  row: 0,
  receivedAt: '',
  zip: '',
  service: '',
  source: '',
  attempts: 0,
  nextCallAt: '',
  claimedBy: '',
  claimedUntil: '',
  ...cells,
})
