// The project's tests' handle on the script's internals, run on the script's own clock: a second bundle built like
// ledger.js (scripts/build-ledger-script.ts) and loaded by the double on demand. It is never shipped.
import type * as doors from './doors'
import type { EntryPointName } from './entry-points'

/** Each door entry-points.ts lists is a function doors.ts exports: the build declares it as a call into `Ledger_`. */
export type Doors = Pick<typeof doors, EntryPointName>

export { consent } from './bookings/bookings'
export { linkToken } from './platform/signed-links'
export { storedOutcome } from './bookings/email-status'
export { partnerSheet, readPartnerSheet, recipientFor } from './partners/partner-sheet'
export { noShowTiming, refundAnswerDay, refundDeadline } from '../../src/refunds/refund-windows'
export { leadAfterCall } from '../../src/leads/cadence'
export { readLeadRow, readLeadZip, readReceivedAt } from '../../src/leads/lead-row'
export { readOutcomeRequest } from '../../src/leads/outcome-request'
export { weekLeadStats } from '../../src/leads/speed-to-lead'
export { partnerAddresses, quoteEmailBody, quoteEmailSubject } from '../../src/bookings/quote-email'
