/** `1 refund request`, `2 refund requests`: English plurals of the counted things. */
const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export const needsYouCopy = {
  heading: 'Needs you',
  refunds: (n: number, firstAnswerDay: string) =>
    `${counted(n, 'refund request', 'refund requests')} to decide · the first by ${firstAnswerDay}`,
  noShows: (n: number) => `${counted(n, 'no-show', 'no-shows')} reported this week`,
  notEmailed: (n: number) => `${counted(n, 'quote', 'quotes')} not emailed`,
  held: (n: number) => `${counted(n, 'quote', 'quotes')} held`,
  /** Without a day when the ledger kept none. */
  alertFailing: (since: string) => (since ? `Lead alert failing since ${since}` : 'Lead alert failing'),
  nothing: 'Nothing needs you.',
  notRead: (reason: string) => `Needs you: the ledger could not be read (${reason}).`,
  reading: 'Reading the ledger…',
}
