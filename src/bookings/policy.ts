// The booking numbers an owner reads, each beside the text that states it: the script and Admin's copy build from
// these, so changing a number here changes every text.

/** New bookings a setter's key saves in one agency day when their `Daily Limit` cell sets no other number. */
export const DEFAULT_DAILY_LIMIT = 40

export const bookingPolicyText = {
  /** Admin's held quotes: `40 a day`. */
  defaultDailyLimit: `${DEFAULT_DAILY_LIMIT} a day`,
  /** The setup checklist's Setters tab: `40 new bookings a day`. */
  defaultDailyBookings: `${DEFAULT_DAILY_LIMIT} new bookings a day`,
}
