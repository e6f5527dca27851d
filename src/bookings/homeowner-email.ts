// The emails about a booking the homeowner answers: the homeowner's confirmation (with its calendar file and its two
// links), and the partner's notice when the homeowner asks for another time. The ledger script sends both.
// Framework-free: written by the quote email's rule, a field on one line each, a note last.
import { emailText, oneLine } from './email-lines'
import { fitMailSubject, quoteSummary, shown } from './quote-email'

/** The booking fields the homeowner's emails use, all text ('' when empty). */
export interface HomeownerEmailFields {
  id: string
  /** The partner sheet's display name, else the Partner cell. */
  partner: string
  service: string
  zip: string
  address: string
  appointmentLabel: string
}

/** The service as the texts name it, or '' when the booking has none. */
const serviceOf = (service: string) => oneLine(service).trim()

/** `Your free estimate: {Service} on {label}`, or `Your free estimate on {label}` without a service. */
export function confirmationSubject(b: Pick<HomeownerEmailFields, 'service' | 'appointmentLabel'>): string {
  const service = serviceOf(b.service)
  return fitMailSubject(`Your free estimate${service ? `: ${shown(service)}` : ''} on ${shown(b.appointmentLabel)}`)
}

export interface ConfirmationLinks {
  confirm: string
  reschedule: string
}

/** `{Partner} will come to {address} on {label} for your free {service} estimate.`, the service left out without one. */
export function visitSentence(b: Pick<HomeownerEmailFields, 'partner' | 'address' | 'service' | 'appointmentLabel'>) {
  const service = serviceOf(b.service)
  return `${shown(b.partner)} will come to ${shown(b.address)} on ${shown(b.appointmentLabel)} for your free ${service ? `${shown(service)} ` : ''}estimate.`
}

/** A homeowner email's lines: its opening, both links, the reply line, the agency's name last. Nothing else. */
export function homeownerEmailBody(opening: string | readonly string[], links: ConfirmationLinks, agencyName: string) {
  return emailText([
    ...(typeof opening === 'string' ? [opening] : opening),
    '',
    `Please confirm: ${links.confirm}`,
    `Need another time? ${links.reschedule}`,
    '',
    'Questions? Reply to this email.',
    '',
    shown(agencyName),
  ])
}

/** `This replaces your appointment with {earlier Partner}.`: a new time with another partner than the earlier booking. */
const replacesLine = (earlierPartner: string) => `This replaces your appointment with ${shown(earlierPartner)}.`

/**
 * The confirmation's lines. Transactional: nothing but the appointment and its links; a new time with another
 * partner says, under the appointment, which partner's appointment it replaces (`earlierPartner`, else '').
 */
export const confirmationBody = (
  b: HomeownerEmailFields,
  links: ConfirmationLinks,
  agencyName: string,
  earlierPartner = '',
) =>
  homeownerEmailBody([visitSentence(b), ...(earlierPartner ? [replacesLine(earlierPartner)] : [])], links, agencyName)

export const rescheduleEmailSubject = (b: Pick<HomeownerEmailFields, 'service' | 'zip' | 'appointmentLabel'>) =>
  fitMailSubject(`Homeowner asked for another time: ${quoteSummary(b)}`)

const RESCHEDULE_NOTE_HEADING = 'Note from the homeowner (not from the agency):'

/** The partner's notice: the booking, then the homeowner's note last, as the quote email writes the lead's notes. */
export function rescheduleEmailBody(b: Omit<HomeownerEmailFields, 'partner' | 'address'>, note: string): string {
  return emailText(
    [
      'The homeowner asked for another time for this estimate. The agency will call them to find one.',
      '',
      `Appointment: ${shown(b.appointmentLabel)}`,
      `Service: ${shown(b.service)}`,
      `ZIP: ${shown(b.zip)}`,
      `Booking ID: ${shown(b.id)}`,
    ],
    [{ heading: RESCHEDULE_NOTE_HEADING, text: note }],
  )
}
