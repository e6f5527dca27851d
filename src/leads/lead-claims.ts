// Who held a lead when: the Leads tab's `Claims` cell, and which claim a call made at a given moment falls under.
import { instantOfDateTimeText } from './date-time-text'
import { CLAIM_MINUTES } from './policy'

/** One claim of a lead, its instants in ms. */
export interface LeadClaim {
  setter: string
  from: number
  until: number
}

/** How many claims the Claims cell keeps, oldest dropped first. */
const KEPT_CLAIMS = 5
export const CLAIM_MS = CLAIM_MINUTES * 60 * 1000

const CLAIM_SEPARATOR = '; '
const PREVIOUS_CLAIM = /^(.*) until (\S+)$/

const instantOf = (text: string) => instantOfDateTimeText(text, null)

/** `{setter} {from ISO}–{until ISO}`, joined by `; `: the last KEPT_CLAIMS claims, oldest first. */
export const claimsText = (claims: readonly LeadClaim[]) =>
  claims
    .slice(-KEPT_CLAIMS)
    .map((claim) => `${claim.setter} ${new Date(claim.from).toISOString()}–${new Date(claim.until).toISOString()}`)
    .join(CLAIM_SEPARATOR)

/** @internal The claims a Claims cell names; an entry that does not read is left out. */
export function readClaimsText(text: string): LeadClaim[] {
  const claims: LeadClaim[] = []
  // Split, not a pattern: the cell is the owner's to type in, and a pattern could take more than linear time.
  for (const entry of text.split(CLAIM_SEPARATOR)) {
    const trimmed = entry.trim()
    const space = trimmed.lastIndexOf(' ')
    const times = trimmed.slice(space + 1).split('–')
    const setter = trimmed.slice(0, Math.max(space, 0)).trim()
    const from = times.length === 2 ? instantOf(times[0]!) : null
    const until = times.length === 2 ? instantOf(times[1]!) : null
    if (setter !== '' && from !== null && until !== null) claims.push({ setter, from, until })
  }
  return claims
}

/** A lead's claim cells as read: texts trimmed, times in ms (NaN for none). */
export interface ClaimCells {
  claims: string
  previousClaim: string
  claimedBy: string
  claimedUntil: number
  /** NaN when the row has no readable Received At. */
  receivedAt: number
}

/**
 * The lead's claims, oldest first. Without a Claims cell, an older script's `Previous Claim` (`{setter} until {ISO}`)
 * is the oldest, from Received At. `Claimed By` and `Claimed Until` are the latest claim: a release writes only them.
 */
export function leadClaims(cells: ClaimCells): LeadClaim[] {
  const claims = readClaimsText(cells.claims)
  const previous = claims.length === 0 ? PREVIOUS_CLAIM.exec(cells.previousClaim) : null
  const previousUntil = previous ? instantOf(previous[2]!) : null
  if (previous && previousUntil !== null) {
    const from = Number.isNaN(cells.receivedAt) ? previousUntil - CLAIM_MS : Math.min(cells.receivedAt, previousUntil)
    claims.push({ setter: previous[1]!.trim(), from, until: previousUntil })
  }
  if (cells.claimedBy === '' || Number.isNaN(cells.claimedUntil)) return claims
  const last = claims[claims.length - 1]
  if (last && last.setter === cells.claimedBy) last.until = cells.claimedUntil
  else {
    const from = last ? last.until : Number.isNaN(cells.receivedAt) ? cells.claimedUntil - CLAIM_MS : cells.receivedAt
    claims.push({ setter: cells.claimedBy, from: Math.min(from, cells.claimedUntil), until: cells.claimedUntil })
  }
  return claims
}

/**
 * Under which claim `setter` made a call at `calledAt`: `holder` when the latest claim is theirs (live, lapsed or
 * released), `earlier` when one of their earlier claims covers that moment; null when none does. A claim covers the
 * time from the end of another setter's claim before it, so a device's clock a little behind still falls in it.
 */
export function claimAtCall(
  claims: readonly LeadClaim[],
  setter: string,
  calledAt: number,
): 'holder' | 'earlier' | null {
  let othersUntil = -Infinity
  for (let i = 0; i < claims.length; i++) {
    const claim = claims[i]!
    if (claim.setter !== setter) {
      othersUntil = Math.max(othersUntil, claim.until)
      continue
    }
    const latest = i === claims.length - 1
    if (calledAt > othersUntil && (latest || calledAt <= claim.until)) return latest ? 'holder' : 'earlier'
  }
  return null
}
