// No lead details here: an outcome names its lead by id only.
import type { OutcomeRequest } from '../../ledger-api/ledger-contract'
import { idbOutbox, type OutboxRecord } from './idb-outbox'
import { newWaitingRecord } from './key-fingerprint'

/** One call's outcome as the outbox keeps it: `outcome`'s request without its action. */
export type OutcomeToSend = Omit<OutcomeRequest, 'action'>

export interface OutcomeEntry extends OutboxRecord {
  outcome: OutcomeToSend
  /** Not sent before this instant (ms): the setter may still Undo it. */
  notBefore?: number
}

/** How long a call's outcome recorded on the strip can still be undone before it is sent. */
export const UNDO_WINDOW_MS = 10_000

/** Whether `entry` still waits out its Undo window at `now`. */
export const inUndoWindow = (entry: OutcomeEntry, now = Date.now()) =>
  entry.state === 'waiting' && entry.notBefore !== undefined && entry.notBefore > now

const DAY_MS = 24 * 60 * 60 * 1000
/** A sent or refused outcome is forgotten after this long; one still waiting stays until it is sent. */
const KEPT_AFTER_SENDING_MS = 7 * DAY_MS

const outbox = idbOutbox<OutcomeEntry>(
  { database: 'ahs-outcome-outbox', storeName: 'outcomes' },
  'outcome-outbox',
  (entry) => (typeof entry.outcome?.leadId === 'string' ? entry.outcome.attemptId : undefined),
)

export const onOutcomesChange = outbox.onChange

/** Rejects when the browser would not store it: the caller must then say the outcome was not recorded. */
export const recordOutcome = async (outcome: OutcomeToSend, now = Date.now(), notBefore?: number) =>
  outbox.record({ outcome, ...(notBefore === undefined ? {} : { notBefore }), ...(await newWaitingRecord(now)) })

export const readOutcomes = outbox.read
const change = (attemptId: string, edit: (entry: OutcomeEntry) => OutcomeEntry) => outbox.change([attemptId], edit)

/** The ledger holds it (recorded now, or by an earlier send whose answer was lost): never sent again. */
export const markOutcomeSent = (attemptId: string, now = Date.now()) =>
  change(attemptId, (entry) => ({ ...entry, state: 'sent', sentAt: now, lastError: null }))

/** The ledger will never take it (the lead is closed, or another setter holds it): shown, never resent. */
export const markOutcomeRejected = (attemptId: string, reason: string) =>
  change(attemptId, (entry) => ({ ...entry, state: 'rejected', lastError: reason }))

export const noteOutcomeFailure = (attemptId: string, error: string) =>
  change(attemptId, (entry) =>
    entry.state === 'waiting' ? { ...entry, attempts: entry.attempts + 1, lastError: error } : entry,
  )

/** Undo: the outcome is deleted while it still waits out its window; false when it has gone (or is going) already. */
export async function undoWaitingOutcome(attemptId: string, now = Date.now()): Promise<boolean> {
  const entry = (await readOutcomes()).find((candidate) => candidate.outcome.attemptId === attemptId)
  if (!entry || !inUndoWindow(entry, now)) return false
  await outbox.remove([attemptId])
  return true
}

/** Next lead inside the window ends it: the outcome may be sent at once. */
export const endUndoWindow = (attemptId: string) => change(attemptId, ({ notBefore: _ended, ...entry }) => entry)

/** Admin's choices for outcomes saved under another key, and a key the ledger refused (idb-outbox.ts). */
export const {
  moveToKey: moveOutcomesToKey,
  forgetRefusedKey: forgetOutcomesRefusedKey,
  discardWaiting: discardWaitingOutcomes,
} = outbox

export async function pruneOutcomes(now = Date.now()): Promise<void> {
  const old = (await readOutcomes()).filter(
    (entry) => entry.state !== 'waiting' && now - (entry.sentAt ?? entry.recordedAt) > KEPT_AFTER_SENDING_MS,
  )
  await outbox.remove(old.map((entry) => entry.outcome.attemptId))
}

/** @internal For tests: each starts with an empty outbox. */
export const clearOutcomesForTests = outbox.clearForTests
