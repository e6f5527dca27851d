// Which appointments the no-show line counts: Admin's (no-shows.ts) and the script's `refunds` answer.

const PERIOD_MS = 28 * 24 * 60 * 60 * 1000

/** The start of the 28 days before `now` that the line counts. */
export const noShowPeriodStart = (now: number) => now - PERIOD_MS

/** In the 28 days up to `now`, `now` included: an appointment that has begun has an open no-show window. */
export const inNoShowPeriod = (appointment: number, now: number) =>
  appointment >= noShowPeriodStart(now) && appointment <= now
