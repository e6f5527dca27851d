// What the rules read of a zone's clock: the tool answers with Intl (wall-clock.ts), the ledger script with
// Utilities.formatDate (apps-script/src/platform/wall-clock.ts), and both are held to these types.

/** The wall-clock date and time in `timeZone` at `instant` (ms), read back as if it were UTC. */
export type WallClockAsUtc = (instant: number, timeZone: string) => number

/** `Mon Nov 23`: the date of `instant` on the zone's wall clock, in en-US. */
export type DayLabel = (instant: number, timeZone: string) => string
