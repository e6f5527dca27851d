// Admin's words for what homeowners answered to their confirmation email.

export const homeownerCopy = {
  appointments: (count: number, confirmed: number, share: string, askedAgain: number) =>
    `Appointments: ${count} · confirmed ${confirmed} (${share}) · asked for another time ${askedAgain}`,
  askedHeading: 'Asked for another time',
  askedItem: (partner: string, zip: string, appointmentLabel: string) => `${partner} · ${zip} · ${appointmentLabel}`,
  setAgencyName: 'Set AGENCY_NAME to email homeowners.',
  waitingForQuota: (count: number) => `Homeowner emails waiting: ${count} (daily email limit)`,
}
