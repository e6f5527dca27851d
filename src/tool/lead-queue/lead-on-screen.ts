// Memory only, like the Lead details; the claim is renewed here, not in a component, so it outlives the Search tab.
import { closedByEarlierCall, nextLeadCopy as copy, outcomeRefusalText } from '../../content/lead-queue-copy'
import { externalStore } from '../../external-store'
import type { ClaimedLead, ClaimReleased, LeadRefusal } from '../../ledger/ledger-contract'
import type { CallOutcome } from '../../lead-queue/queued-lead'
import { onOutboxChange, readOutbox } from '../booking/booking-outbox'
import { claimLead } from '../booking/ledger-client'
import { currentLedger } from '../booking/ledger-settings'
import { onOutcomesChange, readOutcomes } from '../booking/outcome-outbox'

export interface LeadOnScreen {
  lead: ClaimedLead
  /** The lead's IANA zone by its ZIP, from the tool's ZIP data; null when the ZIP is unknown there. */
  zoneByZip: string | null
  /** The zone its calls and call-back times are in: its ZIP's, else the agency's. */
  timeZone: string
  /** What the strip says of the claim or the booking (lost, released, not booked); null: nothing. */
  notice: string | null
  renewing: boolean
}

export const leadOnScreen = externalStore<LeadOnScreen | null>(null)

/** The last outcome the strip recorded, by its attempt id in the outcomes' outbox (null: it could not be kept). */
export const lastRecorded = externalStore<{ attemptId: string | null; outcome: CallOutcome; leadName: string } | null>(
  null,
)

/** A lead put back on the strip after its booking was refused, until the Search tab has offered its details. */
export const leadBroughtBack = externalStore<ClaimedLead | null>(null)

/** A lead booked here whose Booked outcome waits for the ledger to take its booking: still held, still renewed. */
let booked: { held: LeadOnScreen; bookingId: string; attemptId: string } | null = null

const RENEW_CLAIM_MS = 5 * 60_000
const IDLE_RELEASE_MS = 60 * 60_000
const INPUT_EVENTS = ['keydown', 'pointerdown', 'pointermove', 'wheel', 'touchstart'] as const

let renewal: ReturnType<typeof setInterval> | undefined
let lastInputAt = 0
let listening = false
const noteInput = () => void (lastInputAt = Date.now())

function renewedLead(): LeadOnScreen | null {
  const onScreen = leadOnScreen.get()
  if (onScreen?.renewing) return onScreen
  return booked?.held.renewing ? booked.held : null
}

function syncRenewal() {
  if (!listening) {
    listening = true
    for (const type of INPUT_EVENTS) document.addEventListener(type, noteInput, { capture: true, passive: true })
    onOutboxChange(() => void settleBookedLead())
    onOutcomesChange(() => void settleBookedLead())
  }
  const held = renewedLead() !== null
  if (held && renewal === undefined) renewal = setInterval(renewClaim, RENEW_CLAIM_MS)
  if (!held && renewal !== undefined) {
    clearInterval(renewal)
    renewal = undefined
  }
}

function stopRenewing(notice: string) {
  const onScreen = leadOnScreen.get()
  if (onScreen?.renewing) leadOnScreen.set({ ...onScreen, renewing: false, notice })
  if (booked) booked = { ...booked, held: { ...booked.held, renewing: false } }
  syncRenewal()
}

function renewClaim() {
  const held = renewedLead()
  const ledger = currentLedger()
  if (!held || !ledger) return
  if (Date.now() - lastInputAt >= IDLE_RELEASE_MS) return stopRenewing(copy.releasedIdle)
  void claimLead(ledger, held.lead).then((reply) => {
    if (reply.kind !== 'answer' || reply.body.ok || renewedLead()?.lead.leadId !== held.lead.leadId) return
    stopRenewing(claimRefusalNotice(held.lead, reply.body))
  })
}

/** What the strip says when the ledger would not renew or give back its lead. */
function claimRefusalNotice(lead: ClaimedLead, refusal: LeadRefusal | ClaimReleased): string {
  if (refusal.error === 'released') return copy.released
  if (refusal.error === 'closed' && refusal.closedBy)
    return copy.closedBy(lead.name, closedByEarlierCall(refusal.closedBy))
  return copy.claimLost(outcomeRefusalText(refusal))
}

/** Next lead claimed it: on the strip, its claim renewed well before it runs out. */
export function showClaimedLead(lead: ClaimedLead, zoneByZip: string | null, agencyTimeZone: string) {
  noteInput()
  lastRecorded.set(null)
  leadBroughtBack.set(null)
  leadOnScreen.set({ lead, zoneByZip, timeZone: zoneByZip ?? agencyTimeZone, notice: null, renewing: true })
  syncRenewal()
}

/** New lead: the strip goes; its claim runs out on the ledger's clock. A booked lead stays held. */
export function forgetLeadOnScreen() {
  leadOnScreen.set(null)
  leadBroughtBack.set(null)
  lastRecorded.set(null)
  syncRenewal()
}

/** The claimed lead's call recorded: the ledger releases the claim when the outcome arrives. */
export function leadCallRecorded(attemptId: string | null, outcome: CallOutcome) {
  const leadName = leadOnScreen.get()?.lead.name ?? ''
  leadOnScreen.set(null)
  lastRecorded.set({ attemptId, outcome, leadName })
  syncRenewal()
}

/** Mark booked recorded the lead's booking and its Booked outcome: held until the ledger has both. */
export function leadBooked(attemptId: string | null, bookingId: string) {
  const onScreen = leadOnScreen.get()
  if (onScreen && attemptId) booked = { held: { ...onScreen, notice: null }, bookingId, attemptId }
  leadCallRecorded(attemptId, 'Booked')
}

export const bookedLeadWaiting = () => booked !== null

let settling: Promise<void> = Promise.resolve()

/** Once the Booked outcome has left, the lead is no longer held; a refused booking brings it back on screen. */
export function settleBookedLead(): Promise<void> {
  settling = settling.then(settleOnce).catch(() => undefined)
  return settling
}

async function settleOnce() {
  const waiting = booked
  if (!waiting) return
  const [bookings, outcomes] = await Promise.all([readOutbox(), readOutcomes()])
  const booking = bookings.find((entry) => entry.booking.id === waiting.bookingId)
  const outcome = outcomes.find((entry) => entry.outcome.attemptId === waiting.attemptId)
  if (booking?.state !== 'rejected' && (!outcome || outcome.state === 'waiting')) return
  booked = null
  if (booking?.state === 'rejected') await bringBack(waiting.held, booking.lastError ?? '')
  syncRenewal()
}

async function bringBack(held: LeadOnScreen, reason: string) {
  const ledger = currentLedger()
  const reply = ledger ? await claimLead(ledger, held.lead) : null
  const notBooked = copy.notBooked(reason)
  lastRecorded.set(null)
  if (reply?.kind === 'answer' && !reply.body.ok)
    return leadOnScreen.set({ ...held, renewing: false, notice: claimRefusalNotice(held.lead, reply.body) })
  const lead = reply?.kind === 'answer' && reply.body.ok ? reply.body.lead : held.lead
  leadOnScreen.set({ ...held, lead, renewing: true, notice: notBooked })
  leadBroughtBack.set(lead)
}

/** @internal For tests: nothing held, no timer. */
export function forgetHeldLeadForTests() {
  booked = null
  forgetLeadOnScreen()
}
