// A new time's calendar event: a booking whose `Rebook Of` names an earlier one keeps its chain's first booking's UID,
// with a SEQUENCE one higher than the earlier booking's, so that a calendar holding the earlier event moves it (RFC
// 5546: a PUBLISH of the same UID with a higher SEQUENCE updates the event). Framework-free.

/** A booking's cells the chain reads, as text. */
export interface ChainLink {
  rebookOf: string
  calendarSequence: string
}

export interface CalendarChain {
  /** The Booking ID the UID is made of: the chain's first booking's (the booking's own when it rebooks none). */
  firstBookingId: string
  sequence: number
}

/** Past this many bookings (or at a loop of `Rebook Of` typed by hand) the chain is not followed further. */
const MAX_CHAIN = 50

/** A `Calendar Sequence` written by the script: a whole number, else null (blank, or typed over). */
function writtenSequence(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim()
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null
}

/**
 * The UID's booking and the SEQUENCE of `id`'s calendar event. `linkOf` answers a booking's cells, null when no row
 * holds it (its ID still names the chain's first booking). A written `Calendar Sequence` is kept as it went; a blank
 * one counts one more than the earlier booking's, the first booking's being 0.
 */
export function calendarChainOf(id: string, linkOf: (id: string) => ChainLink | null): CalendarChain {
  const chain: { id: string; link: ChainLink | null }[] = []
  const seen = new Set<string>()
  let current = id.trim()
  while (current !== '' && !seen.has(current) && chain.length < MAX_CHAIN) {
    seen.add(current)
    const link = linkOf(current)
    chain.push({ id: current, link })
    current = link ? link.rebookOf.trim() : ''
  }
  let sequence = -1
  for (let i = chain.length - 1; i >= 0; i--)
    sequence = writtenSequence(chain[i]!.link?.calendarSequence) ?? sequence + 1
  return { firstBookingId: chain[chain.length - 1]?.id ?? id, sequence: Math.max(sequence, 0) }
}
