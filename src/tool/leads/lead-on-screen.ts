// Memory only, like the Lead details; the claim is renewed here, not in a component, so it outlives the Search tab.
// Every tab of the tool shows the one held lead: each change here is told to the others (held-lead-channel.ts).
import { closedByEarlierCall, nextLeadCopy as copy, outcomeRefusalText } from '../../content/leads/lead-queue-copy'
import { externalStore } from '../../external-store'
import type { ClaimedLead, ClaimReleased, LeadRefusal } from '../../ledger-api/ledger-contract'
import type { CallOutcome } from '../../leads/queued-lead'
import { CLAIM_RENEWAL_MINUTES, IDLE_RELEASE_HOURS } from '../../leads/policy'
import { onOutboxChange, readOutbox } from '../ledger-link/booking-outbox'
import { claimLead, renewClaim } from '../ledger-link/ledger-client'
import { currentLedger } from '../ledger-link/ledger-settings'
import {
  endUndoWindow,
  inUndoWindow,
  onOutcomesChange,
  readOutcomes,
  undoWaitingOutcome,
} from '../ledger-link/outcome-outbox'
import {
  listenToOtherTabs,
  tellOtherTabs,
  type HeldLeadEvent,
  type HeldLeadOnScreen,
  type RecordedSaid,
} from './held-lead-channel'

export interface LeadOnScreen extends HeldLeadOnScreen {
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
export const lastRecorded = externalStore<{
  attemptId: string | null
  outcome: CallOutcome
  leadName: string
  said: RecordedSaid
  /** The lead as it was on the strip, in memory only: Undo puts it back. */
  held: LeadOnScreen
} | null>(null)

/** A lead put back on the strip after its booking was refused, until the Search tab has offered its details. */
export const leadBroughtBack = externalStore<ClaimedLead | null>(null)

/** Why the lead left the strip without a call recorded here (the ledger gave it up); null: it did not. */
export const leadLeft = externalStore<string | null>(null)

/** A lead booked here whose Booked outcome waits for the ledger to take its booking: still held, still renewed. */
let booked: { held: LeadOnScreen; bookingId: string; attemptId: string } | null = null

const RENEW_CLAIM_MS = CLAIM_RENEWAL_MINUTES * 60_000
const IDLE_RELEASE_MS = IDLE_RELEASE_HOURS * 60 * 60_000
/** Input is told to the other tabs at most this often: enough for an hour's count, few messages. */
const INPUT_TOLD_EVERY_MS = 60_000
const INPUT_EVENTS = ['keydown', 'pointerdown', 'pointermove', 'wheel', 'touchstart'] as const

let renewal: ReturnType<typeof setInterval> | undefined
let lastInputAt = 0
let inputToldAt = Number.NEGATIVE_INFINITY
let listening = false

function noteInput() {
  lastInputAt = Date.now()
  if (lastInputAt - inputToldAt < INPUT_TOLD_EVERY_MS) return
  inputToldAt = lastInputAt
  tellOtherTabs({ kind: 'input', at: lastInputAt })
}

function renewedLead(): LeadOnScreen | null {
  const onScreen = leadOnScreen.get()
  if (onScreen?.renewing) return onScreen
  return booked?.held.renewing ? booked.held : null
}

const showing = (leadId: string) => leadOnScreen.get()?.lead.leadId === leadId

/** What an event does to this tab's strip, whichever tab it happened in. */
function apply(event: HeldLeadEvent) {
  const onScreen = leadOnScreen.get()
  switch (event.kind) {
    case 'claimed':
      leadLeft.set(null)
      lastRecorded.set(null)
      leadOnScreen.set(event.onScreen)
      break
    case 'lost':
      if (onScreen && showing(event.leadId)) leadOnScreen.set({ ...onScreen, renewing: false, notice: event.notice })
      if (booked?.held.lead.leadId === event.leadId) booked = { ...booked, held: { ...booked.held, renewing: false } }
      break
    case 'left':
      if (booked?.held.lead.leadId === event.leadId) booked = { ...booked, held: { ...booked.held, renewing: false } }
      if (!showing(event.leadId) && booked?.held.lead.leadId !== event.leadId) break
      if (showing(event.leadId)) leadOnScreen.set(null)
      lastRecorded.set(null)
      leadLeft.set(event.notice)
      break
    case 'forgotten':
      if (!showing(event.leadId)) break
      leadOnScreen.set(null)
      leadBroughtBack.set(null)
      lastRecorded.set(null)
      leadLeft.set(null)
      break
    case 'recorded':
      if (!onScreen || !showing(event.leadId)) break
      if (event.bookingId && event.attemptId)
        booked = { held: { ...onScreen, notice: null }, bookingId: event.bookingId, attemptId: event.attemptId }
      leadOnScreen.set(null)
      lastRecorded.set({
        attemptId: event.attemptId,
        outcome: event.outcome,
        leadName: onScreen.lead.name,
        said: event.said ?? { label: event.outcome, follows: '' },
        held: onScreen,
      })
      break
  }
  syncRenewal()
}

/** An event of this tab: done here, then told to the others. */
function tell(event: HeldLeadEvent) {
  apply(event)
  tellOtherTabs(event)
}

function fromAnotherTab(event: HeldLeadEvent) {
  if (event.kind === 'input') return void (lastInputAt = Math.max(lastInputAt, event.at))
  if (event.kind === 'ask') {
    const onScreen = leadOnScreen.get()
    return onScreen ? tellOtherTabs({ kind: 'claimed', onScreen }) : undefined
  }
  // Another lead on the strip: its details fill this tab's Lead details when they are empty.
  if (event.kind === 'claimed' && !showing(event.onScreen.lead.leadId)) leadBroughtBack.set(event.onScreen.lead)
  apply(event)
}

if (listenToOtherTabs(fromAnotherTab)) tellOtherTabs({ kind: 'ask' })

function syncRenewal() {
  if (!listening) {
    listening = true
    for (const type of INPUT_EVENTS) document.addEventListener(type, noteInput, { capture: true, passive: true })
    onOutboxChange(() => void settleBookedLead())
    onOutcomesChange(() => void settleBookedLead())
  }
  const held = renewedLead() !== null
  if (held && renewal === undefined) renewal = setInterval(renewHeldClaim, RENEW_CLAIM_MS)
  if (!held && renewal !== undefined) {
    clearInterval(renewal)
    renewal = undefined
  }
}

function renewHeldClaim() {
  const held = renewedLead()
  const ledger = currentLedger()
  if (!held || !ledger) return
  const leadId = held.lead.leadId
  if (Date.now() - lastInputAt >= IDLE_RELEASE_MS) return tell({ kind: 'lost', leadId, notice: copy.releasedIdle })
  void renewClaim(ledger, leadId).then((reply) => {
    if (reply.kind !== 'answer' || reply.body.ok || renewedLead()?.lead.leadId !== leadId) return
    if (reply.body.error === 'released') return tell({ kind: 'left', leadId, notice: copy.released })
    tell({ kind: 'lost', leadId, notice: claimRefusalNotice(held.lead, reply.body) })
  })
}

/** What the strip says when the ledger would not renew or give back its lead. */
function claimRefusalNotice(lead: ClaimedLead, refusal: LeadRefusal | ClaimReleased): string {
  if (refusal.error === 'released') return copy.released
  if (refusal.error === 'closed' && refusal.closedBy)
    return copy.closedBy(lead.name, closedByEarlierCall(refusal.closedBy))
  return copy.claimLost(outcomeRefusalText(refusal))
}

/** Next lead claimed it: on the strip of every tab, its claim renewed well before it runs out. */
export function showClaimedLead(lead: ClaimedLead, zoneByZip: string | null, agencyTimeZone: string) {
  noteInput()
  leadBroughtBack.set(null)
  tell({
    kind: 'claimed',
    onScreen: { lead, zoneByZip, timeZone: zoneByZip ?? agencyTimeZone, notice: null, renewing: true },
  })
}

/** New lead: the strip goes; its claim runs out on the ledger's clock. A booked lead stays held. */
export function forgetLeadOnScreen() {
  const onScreen = leadOnScreen.get()
  if (onScreen) tell({ kind: 'forgotten', leadId: onScreen.lead.leadId })
  leadOnScreen.set(null)
  leadBroughtBack.set(null)
  lastRecorded.set(null)
  leadLeft.set(null)
  syncRenewal()
}

/** The claimed lead's call recorded: the ledger releases the claim when the outcome arrives. */
export function leadCallRecorded(attemptId: string | null, outcome: CallOutcome, said: RecordedSaid) {
  const onScreen = leadOnScreen.get()
  if (onScreen) tell({ kind: 'recorded', leadId: onScreen.lead.leadId, attemptId, outcome, said })
}

/** Mark booked recorded `leadId`'s booking and its Booked outcome: held until the ledger has both. */
export function leadBooked(leadId: string, attemptId: string | null, bookingId: string) {
  tell({ kind: 'recorded', leadId, attemptId, outcome: 'Booked', bookingId })
}

export const bookedLeadWaiting = () => booked !== null

/**
 * Undo inside the window: the outcome leaves the outbox and the lead comes back on the strip and in the form, its
 * claim renewed; false when the outcome was already on its way.
 */
export async function undoLastOutcome(): Promise<boolean> {
  const recorded = lastRecorded.get()
  if (!recorded?.attemptId || !(await undoWaitingOutcome(recorded.attemptId))) return false
  const { held } = recorded
  const ledger = currentLedger()
  const reply = ledger ? await renewClaim(ledger, held.lead.leadId) : null
  if (reply?.kind === 'answer' && !reply.body.ok)
    tell({
      kind: 'claimed',
      onScreen: { ...held, renewing: false, notice: claimRefusalNotice(held.lead, reply.body) },
    })
  else tell({ kind: 'claimed', onScreen: { ...held, renewing: true, notice: null } })
  leadBroughtBack.set(held.lead)
  return true
}

/** Next lead inside the window: the outcome just recorded is sent before the next claim. */
export async function sendLastOutcomeNow(send: () => Promise<void>): Promise<void> {
  const attemptId = lastRecorded.get()?.attemptId
  const waiting = attemptId ? (await readOutcomes()).find((entry) => entry.outcome.attemptId === attemptId) : undefined
  if (!attemptId || !waiting || !inUndoWindow(waiting)) return
  await endUndoWindow(attemptId)
  // A send already under way may have read the outbox before the window ended: the one after it sends this.
  for (let tries = 0; tries < 3; tries++) {
    await send()
    const entry = (await readOutcomes()).find((candidate) => candidate.outcome.attemptId === attemptId)
    if (entry?.state !== 'waiting' || entry.attempts > 0) return
  }
}

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
  if (reply?.kind === 'answer' && !reply.body.ok)
    return tell({
      kind: 'claimed',
      onScreen: { ...held, renewing: false, notice: claimRefusalNotice(held.lead, reply.body) },
    })
  const lead = reply?.kind === 'answer' && reply.body.ok ? reply.body.lead : held.lead
  tell({ kind: 'claimed', onScreen: { ...held, lead, renewing: true, notice: notBooked } })
  leadBroughtBack.set(lead)
}

/** @internal For tests: nothing held, no timer. */
export function forgetHeldLeadForTests() {
  booked = null
  leadOnScreen.set(null)
  leadBroughtBack.set(null)
  lastRecorded.set(null)
  leadLeft.set(null)
  syncRenewal()
}
