// The homeowner's two links (confirm, ask for another time): what their pages say in each state. The ledger script
// makes and checks the links, signed as the refund links are with the action in the signed text. Framework-free.
import { isWithdrawn } from './partner-bookings'
import { shown } from './quote-email'

export type HomeownerLinkAction = 'confirm' | 'reschedule'

export const isHomeownerLinkAction = (text: unknown): text is HomeownerLinkAction =>
  text === 'confirm' || text === 'reschedule'

/** `When suits you best?`: optional, at most this many characters (UTF-16 units, as a textarea counts). */
export const MAX_RESCHEDULE_NOTE_LENGTH = 500

/** `{web app URL}?confirm={Booking ID}&t={token}`, or `?reschedule=`. */
export const homeownerLinkUrl = (webAppUrl: string, action: HomeownerLinkAction, id: string, token: string) =>
  `${webAppUrl}?${action}=${id}&t=${token}`

export const homeownerPages = {
  confirm: { title: 'Confirm your estimate', button: "Yes, I'll be there" },
  reschedule: { title: 'Need another time?', button: 'Ask for another time' },
  noteLabel: 'When suits you best?',
  notValid: 'This link is not valid.',
  passed: 'This appointment has passed.',
  cancelled: 'This appointment was cancelled.',
  noteTooLong: `The note is longer than ${MAX_RESCHEDULE_NOTE_LENGTH} characters.`,
  ledgerBusy: 'The ledger is busy. Try again in a minute.',
  couldNotSend: 'Could not send. Try again.',
  rescheduleThanks: 'Thank you. We will call you to find another time.',
} as const

export const confirmThanks = (partner: string, appointmentLabel: string) =>
  `Thank you. ${shown(partner)} will see you on ${shown(appointmentLabel)}.`

const confirmedOn = (day: string) => `You confirmed on ${day}.`
const rescheduleAskedOn = (day: string) => `You asked for another time on ${day}. We will call you.`

/** What the state of a booking is made of, as its cells hold it (times in UTC ms, NaN when empty). */
export interface HomeownerLinkBooking {
  status: string
  appointment: number
  confirmedAt: number
  rescheduleAskedAt: number
}

/**
 * The text a link's page shows instead of its button, or '' when the button is offered: a cancelled or passed
 * appointment first; then an earlier request for another time (a confirm after it changes nothing); then, for the
 * confirm link, an earlier confirm. A homeowner who confirmed may still ask for another time.
 */
export function homeownerLinkState(
  action: HomeownerLinkAction,
  booking: HomeownerLinkBooking,
  now: number,
  dayLabel: (time: number) => string,
): string {
  if (isWithdrawn(booking.status)) return homeownerPages.cancelled
  if (Number.isNaN(booking.appointment)) return homeownerPages.notValid
  if (booking.appointment <= now) return homeownerPages.passed
  if (!Number.isNaN(booking.rescheduleAskedAt)) return rescheduleAskedOn(dayLabel(booking.rescheduleAskedAt))
  if (action === 'confirm' && !Number.isNaN(booking.confirmedAt)) return confirmedOn(dayLabel(booking.confirmedAt))
  return ''
}
