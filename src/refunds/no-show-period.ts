// Which appointments the no-show line counts: Admin's (no-shows.ts) and the script's `refunds` answer.
import { NO_SHOW_COUNT_WEEKS } from './policy'

const PERIOD_MS = NO_SHOW_COUNT_WEEKS * 7 * 24 * 60 * 60 * 1000

/** The start of the NO_SHOW_COUNT_WEEKS weeks before `now` that the line counts. */
const noShowPeriodStart = (now: number) => now - PERIOD_MS

/** In the NO_SHOW_COUNT_WEEKS weeks up to `now`, `now` included: an appointment that has begun has an open no-show window. */
export const inNoShowPeriod = (appointment: number, now: number) =>
  appointment >= noShowPeriodStart(now) && appointment <= now

/**
 * One quote as the owner-only `refunds` action answers it for this count, for each row whose Appointment falls
 * in `inNoShowPeriod`; no lead details. `appointment`: ISO 8601 with the lead's offset, or '';
 * `emailStatus`: as `list` answers it; `noShowReportedAt`: the ISO time a partner reported the no-show, or ''.
 */
export interface AppointmentRow {
  /** The Booking ID; absent before version 13. */
  id?: string
  partner: string
  appointment: string
  emailStatus: string
  noShowReportedAt: string
}
