// The refund terms' numbers, each beside the sentences that state it: the Terms page, the quote email, the link
// page, Admin and the statement build their texts from these, so changing a number here changes every text.

/** A refund request is made within this many calendar days of the disputed charge. */
export const REFUND_WINDOW_DAYS = 7
/** A no-show is reported from the appointment's start until the end of this many calendar days after it. */
export const NO_SHOW_WINDOW_DAYS = 7
/** Admin's no-show line counts the appointments of this many weeks up to now. */
export const NO_SHOW_COUNT_WEEKS = 4
/** A partner's note on a link's form, and the owner's why: at most this many characters (UTF-16 units, as a textarea counts). */
export const MAX_NOTE_LENGTH = 500

const refundWindow = `${REFUND_WINDOW_DAYS} calendar days`

export const refundPolicyText = {
  /** The Terms of Service's refund rule (section 4), which the link page quotes. */
  terms: `A refund request must be made in writing within ${refundWindow} of the disputed charge. Requests made after those ${refundWindow} are never honored.`,
  /** The quote email's terms line, after the weekly charge. */
  quoteEmail: `Refund requests must be in writing within ${refundWindow} of the disputed charge.`,
  /** Admin's Refunds asked. */
  askFromLink: `Partners ask from the link in their quote email, within ${refundWindow} of the charge.`,
  noteTooLong: `The note is longer than ${MAX_NOTE_LENGTH} characters.`,
  /** `No-shows reported: {n} of {m} appointments in the last 4 weeks ({p}%)` */
  noShowLine: (reported: number, appointments: number, percent: number) =>
    `No-shows reported: ${reported} of ${appointments} appointments in the last ${NO_SHOW_COUNT_WEEKS} weeks (${percent}%)`,
}
