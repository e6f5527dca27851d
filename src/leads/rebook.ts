// A missed or moved appointment back in the queue: the Leads row a request for another time or a reported no-show
// makes, and its notes. Framework-free.

/** The Source of a rebook row: the homeowner asked for another time, or the partner reported a no-show. */
export const REBOOK_SOURCES = { reschedule: 'Reschedule', noShow: 'No-show' } as const
export type RebookKind = keyof typeof REBOOK_SOURCES

/** A lead row whose homeowner waits for the agency's call: first in the queue, out of speed to lead. */
export const isRebookSource = (source: string) =>
  source.trim() === REBOOK_SOURCES.reschedule || source.trim() === REBOOK_SOURCES.noShow

/**
 * The row's Notes: a reschedule's start with the homeowner's note, a no-show's say when it was reported (the
 * partner's note stays with the booking); the booking's own notes follow.
 */
export function rebookNotes(
  kind: RebookKind,
  homeownerNote: string,
  bookingNotes: string,
  reportedDay: string,
): string {
  const first = kind === 'reschedule' ? homeownerNote.trim() : `No-show reported ${reportedDay}`
  return [first, bookingNotes.trim()].filter((text) => text !== '').join('\n')
}

/** What decides whether a booking is owed its rebook row: times in UTC ms, NaN when the cell is empty. */
export interface RebookState {
  appointment: number
  rescheduleAskedAt: number
  noShowReportedAt: number
}

/**
 * Whether the booking is owed a rebook row of `kind` at `now`: a request for another time while its appointment is
 * still ahead; a no-show reported at or after `rowsSince`, the moment rebook rows began (one reported before makes none).
 */
export function rebookOwed(kind: RebookKind, booking: RebookState, rowsSince: number, now: number): boolean {
  if (kind === 'reschedule') return !Number.isNaN(booking.rescheduleAskedAt) && booking.appointment > now
  return booking.noShowReportedAt >= rowsSince
}
