// Admin's words for what homeowners answered to their confirmation email.

export const homeownerCopy = {
  appointments: (count: number, confirmed: number, share: string, reminded: number, askedAgain: number) =>
    `Appointments: ${count} · confirmed ${confirmed} (${share}) · reminded ${reminded} · asked for another time ${askedAgain}`,
  rebookedAfterNoShow: (rebooked: number, reported: number) => `Rebooked after a no-show: ${rebooked} of ${reported}`,
  askedHeading: 'Asked for another time',
  askedItem: (partner: string, zip: string, appointmentLabel: string) => `${partner} · ${zip} · ${appointmentLabel}`,
  onDoNotCall: 'on Do Not Call',
  setAgencyName: 'Set AGENCY_NAME to email homeowners.',
  waitingForQuota: (count: number) => `Homeowner emails waiting: ${count} (daily email limit)`,
}
