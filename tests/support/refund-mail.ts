// The email a partner gets when the owner approves a refund of the test quote (Concrete Coatings in 54016, for
// Tue Dec 1 at 10 AM CST) asked as Charged twice.

/** Its lines for booking `id`, ending with the owner's why as sent (`whyLines`, indented under their heading). */
export const approvedRefundMailLines = (id: string, whyLines: readonly string[]) => [
  'The agency approved your refund request for this quote.',
  '',
  'Quote: Concrete Coatings · 54016 · Tue Dec 1, 10:00 AM CST',
  'Reason: Charged twice',
  `Booking ID: ${id}`,
  '',
  'Why (from the agency):',
  ...whyLines,
]
