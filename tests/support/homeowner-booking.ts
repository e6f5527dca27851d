// The booking the homeowner emails' tests write about, and the two links its emails carry.
export const HOMEOWNER_BOOKING = {
  id: '7c1f8a52-9d7e-4b1a-8f3e-2a6b0c4d5e6f',
  partner: 'Best Doors',
  service: 'Garage door repair',
  zip: '53703',
  address: '12 Oak St, Madison',
  appointmentLabel: 'Tue Dec 1, 10:00 AM CST',
}

export const HOMEOWNER_LINKS = {
  confirm: 'https://x.example/exec?confirm=1&t=a',
  reschedule: 'https://x.example/exec?reschedule=1&t=b',
}
