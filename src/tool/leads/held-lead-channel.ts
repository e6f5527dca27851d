// The held lead between this tool's tabs: messages live in memory only, never in storage, a URL or a log.
import type { ClaimedLead } from '../../ledger-api/ledger-contract'
import type { CallOutcome } from '../../leads/queued-lead'

const CHANNEL_NAME = 'ahs-held-lead'

/** The held lead as a tab shows it on its strip. */
export interface HeldLeadOnScreen {
  lead: ClaimedLead
  zoneByZip: string | null
  timeZone: string
  notice: string | null
  renewing: boolean
}

/** The outcome as the line names it (`Call back Wed 4:00 PM`), and what follows it ('' for nothing said). */
export interface RecordedSaid {
  label: string
  follows: string
}

/** What one tab did to the held lead; every other tab does the same to its strip. */
export type HeldLeadEvent =
  | { kind: 'claimed'; onScreen: HeldLeadOnScreen }
  /** Still on the strip, no longer renewed: the ledger refused the renewal, or an hour passed without input. */
  | { kind: 'lost'; leadId: string; notice: string }
  /** Off the strip, with a notice where it was: the ledger says this setter no longer holds it. */
  | { kind: 'left'; leadId: string; notice: string }
  /** New lead: off the strip, its claim left to run out. */
  | { kind: 'forgotten'; leadId: string }
  /** Its call recorded; with `bookingId`, Mark booked's, held until the ledger has the booking. */
  | {
      kind: 'recorded'
      leadId: string
      attemptId: string | null
      outcome: CallOutcome
      bookingId?: string
      /** What the outcome line says of it and of what follows. */
      said?: RecordedSaid
    }
  /** Input in some tab: the hour without input is counted across them all. */
  | { kind: 'input'; at: number }
  /** A tab just opened: a tab with a lead on its strip answers `claimed`. */
  | { kind: 'ask' }

let channel: BroadcastChannel | null = null

/** Hears the other tabs' events (never this tab's own); false where the browser has no BroadcastChannel. */
export function listenToOtherTabs(receive: (event: HeldLeadEvent) => void): boolean {
  if (typeof BroadcastChannel === 'undefined') return false
  channel?.close()
  channel = new BroadcastChannel(CHANNEL_NAME)
  channel.onmessage = (message: MessageEvent<HeldLeadEvent>) => receive(message.data)
  return true
}

export function tellOtherTabs(event: HeldLeadEvent): void {
  channel?.postMessage(event)
}

/** @internal For tests: this "tab" hears nothing more. */
export function closeHeldLeadChannelForTests() {
  channel?.close()
  channel = null
}
