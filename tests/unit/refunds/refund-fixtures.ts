/** One open refund request as the `refunds` action answers it; its note is markup, which must show as text. */
export const openRefund = {
  id: '3f2b8c1e-0000-4000-8000-000000000001',
  partner: 'Fixture Floors LLC',
  zip: '54016',
  service: 'Concrete Coatings',
  appointmentLabel: 'Tue Dec 1, 10:00 AM CST',
  reason: 'Contact details are wrong',
  note: '<b>x</b>',
  askedAt: '2026-11-24T15:00:00.000Z',
}
