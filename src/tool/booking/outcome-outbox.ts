// The call outcomes' outbox (issue 45): every outcome is written here first, in its own IndexedDB database, one
// record per attempt id made on the device, and sent by the outbox sender after the bookings. No lead details: an
// outcome names its lead by id only.
import { clear, createStore, del, entries, set, update, type UseStore } from 'idb-keyval'
import type { OutcomeRequest } from '../../ledger/ledger-contract'
import { withStorageTimeout } from '../../storage/persisted-value'
import { announceToOtherTabs, onOtherTabChange } from '../../storage/tab-bus'

type OutcomeState = 'waiting' | 'sent' | 'rejected'

/** One call's outcome as the outbox keeps it: `outcome`'s request without its action. */
export type OutcomeToSend = Omit<OutcomeRequest, 'action'>

export interface OutcomeEntry {
  outcome: OutcomeToSend
  state: OutcomeState
  attempts: number
  /** Why the last try did not send it, or why the ledger refused it. */
  lastError: string | null
  /** Device time it was recorded and acknowledged (ms). */
  recordedAt: number
  sentAt: number | null
}

const DAY_MS = 24 * 60 * 60 * 1000
/** A sent or refused outcome is forgotten after this long; one still waiting stays until it is sent. */
const KEPT_AFTER_SENDING_MS = 7 * DAY_MS
const OUTCOMES_TOPIC = 'outcome-outbox'

let store: UseStore | null = null
const outcomeStore = () => (store ??= createStore('ahs-outcome-outbox', 'outcomes'))

function isEntry(value: unknown): value is OutcomeEntry {
  const entry = value as OutcomeEntry | null
  return (
    !!entry &&
    typeof entry === 'object' &&
    typeof entry.outcome?.attemptId === 'string' &&
    typeof entry.outcome.leadId === 'string' &&
    ['waiting', 'sent', 'rejected'].includes(entry.state) &&
    typeof entry.recordedAt === 'number'
  )
}

const changeListeners = new Set<() => void>()
function announceChange() {
  announceToOtherTabs(OUTCOMES_TOPIC)
  changeListeners.forEach((listener) => listener())
}

/** Called after any tab changes the outcomes' outbox. */
export function onOutcomesChange(listener: () => void): () => void {
  changeListeners.add(listener)
  const stopOtherTabs = onOtherTabChange(OUTCOMES_TOPIC, listener)
  return () => {
    changeListeners.delete(listener)
    stopOtherTabs()
  }
}

/** Rejects when the browser would not store it: the caller must then say the outcome was not recorded. */
export async function recordOutcome(outcome: OutcomeToSend, now = Date.now()): Promise<void> {
  const entry: OutcomeEntry = { outcome, state: 'waiting', attempts: 0, lastError: null, recordedAt: now, sentAt: null }
  await withStorageTimeout(() => set(outcome.attemptId, entry, outcomeStore()))
  announceChange()
}

export async function readOutcomes(): Promise<OutcomeEntry[]> {
  const all = await withStorageTimeout(() => entries<string, unknown>(outcomeStore()))
  return all
    .map(([, value]) => value)
    .filter(isEntry)
    .sort((a, b) => a.recordedAt - b.recordedAt)
}

async function change(attemptId: string, edit: (entry: OutcomeEntry) => OutcomeEntry) {
  await withStorageTimeout(() =>
    update<unknown>(attemptId, (value) => (isEntry(value) ? edit(value) : value), outcomeStore()),
  )
  announceChange()
}

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

/** Forgets the outcomes sent or refused over a week ago. */
export async function pruneOutcomes(now = Date.now()): Promise<void> {
  const old = (await readOutcomes()).filter(
    (entry) => entry.state !== 'waiting' && now - (entry.sentAt ?? entry.recordedAt) > KEPT_AFTER_SENDING_MS,
  )
  await Promise.all(old.map((entry) => withStorageTimeout(() => del(entry.outcome.attemptId, outcomeStore()))))
}

export const clearOutcomesForTests = () => clear(outcomeStore())
