// Every text of the lead queue's core, in one place; refusal reasons read like the script's others.
import { leadPolicyText } from './policy'

export const leadQueueMessages = {
  noLeadToCall: 'No lead to call now.',
  noLeadInsideCallingHours: (outside: number) => `No lead to call now: ${outside} outside their calling hours.`,
  leadsWaiting: (waiting: number, oldestAge: string) => `Leads waiting: ${waiting} · oldest ${oldestAge}`,
  leadStrip: (source: string, age: string, attempt: number) =>
    `Lead from ${source} · received ${age} ago · attempt ${attempt}`,
  rebookStrip: (source: string, partner: string, appointmentLabel: string, attempt: number) =>
    `${source} for ${partner} · was ${appointmentLabel} · attempt ${attempt}`,
  voicemailLeftToday: 'Voicemail left today',
  speedToLead: (medianMinutes: number, within5Percent: number, within15Percent: number) =>
    `Speed to lead: median ${medianMinutes} min to the first call · ${within5Percent}% within 5 min · ${within15Percent}% within 15 min`,
}

/** How long a lead has waited: whole minutes under an hour, whole hours under a day, then whole days. */
export function leadAge(waitedMs: number): string {
  const minutes = Math.max(0, Math.floor(waitedMs / 60_000))
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  return hours < 24 ? `${hours} h` : `${Math.floor(hours / 24)} d`
}

export const outcomeRefusals = {
  unknownOutcome: 'unknown outcome',
  noCallbackAt: 'Call back needs a callbackAt',
  callbackAtNotADate: 'callbackAt is not a date-time with its zone',
  callbackAtPast: 'callbackAt is in the past',
  callbackAtTooFar: leadPolicyText.callbackTooFar,
  noBookingId: 'Booked needs a bookingId',
  calledAtNotADate: 'calledAt is not a date-time with its zone',
}
