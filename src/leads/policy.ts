// The lead queue's numbers a setter reads, each beside the sentences that state it: the rules, the script and the
// tool's copy build from these, so changing a number here changes every text.

/** A Call back is set at most this many days ahead. */
export const CALLBACK_DAYS_AHEAD = 60
/** A lead closes after this many calls without contact (No answer, Left voicemail). */
export const NO_CONTACT_CALLS_IN_ALL = 6
/** A claim holds a lead for this long unless its setter renews it. */
export const CLAIM_MINUTES = 15
/** The tool renews the claim on the lead it shows this often. */
export const CLAIM_RENEWAL_MINUTES = 5
/** The tool stops renewing after this many hours without input. */
export const IDLE_RELEASE_HOURS = 1

export const leadPolicyText = {
  /** The script's and the outbox's refusal. */
  callbackTooFar: `callbackAt is more than ${CALLBACK_DAYS_AHEAD} days ahead`,
  /** The Call back form's hint. */
  callbackRange: `Choose a time from now to ${CALLBACK_DAYS_AHEAD} days ahead.`,
  /** The lead's `Closed` cell. */
  noContactClosure: `No contact after ${NO_CONTACT_CALLS_IN_ALL} attempts` as const,
  releasedIdle: `Claim released after ${IDLE_RELEASE_HOURS === 1 ? 'an hour' : `${IDLE_RELEASE_HOURS} hours`} idle.`,
}
