// Which key saved an outbox entry, kept as a hash: enough to tell two keys apart, never enough to give one back.
import type { OutboxRecord } from './idb-outbox'
import { currentLedger } from './ledger-settings'

/** 16 hex digits (64 bits) of SHA-256: two keys of one device never meet by chance. */
const FINGERPRINT_HEX_DIGITS = 16

/** The fingerprint of a ledger key; null where the browser has no Web Crypto (not a secure context). */
export async function keyFingerprint(key: string): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`ahs-ledger-key:${key}`))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, FINGERPRINT_HEX_DIGITS)
}

/**
 * An entry goes only under the key it was saved with. One saved by an older tool (no fingerprint) goes under the key
 * in effect; with no key in effect (`current` null) nothing is sent, so nothing waits for its own key either.
 */
export const waitsForItsKey = (entry: Pick<OutboxRecord, 'keyFingerprint'>, current: string | null): boolean =>
  current !== null && entry.keyFingerprint !== undefined && entry.keyFingerprint !== current

/** The fingerprint of the key in effect now; null with no ledger set up. */
export async function fingerprintInEffect(): Promise<string | null> {
  const ledger = currentLedger()
  return ledger ? keyFingerprint(ledger.key) : null
}

/** A new entry's bookkeeping: waiting, untried, and saved under the key in effect (when one is set). */
export async function newWaitingRecord(now: number): Promise<OutboxRecord> {
  const fingerprint = await fingerprintInEffect()
  return {
    state: 'waiting',
    attempts: 0,
    lastError: null,
    recordedAt: now,
    sentAt: null,
    ...(fingerprint ? { keyFingerprint: fingerprint } : {}),
  }
}
