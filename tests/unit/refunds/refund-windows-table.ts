// The refund and no-show windows on one table, in agency time: the tool's rules (src/refunds/refund-windows.ts)
// and the ledger script's are both run on it. Every time is UTC; `case` says what it is in agency time.

const CHICAGO = 'America/Chicago'

export interface RefundDeadlineRow {
  case: string
  timeZone: string
  emailedAt: string
  /** The Monday that starts the agency week after the Emailed At week. */
  chargedAt: string
  /** The end of the 7th calendar day after the charge: the first instant a request is refused. */
  closesAt: string
  lastDay: string
}

export const REFUND_DEADLINE_ROWS: readonly RefundDeadlineRow[] = [
  {
    case: 'emailed Wed Nov 18, mid-week',
    timeZone: CHICAGO,
    emailedAt: '2026-11-18T12:00:00.000Z',
    chargedAt: '2026-11-23T06:00:00.000Z',
    closesAt: '2026-12-01T06:00:00.000Z',
    lastDay: 'Mon Nov 30',
  },
  {
    case: 'emailed Sun Nov 22 23:59:59 CST, the last second of the week',
    timeZone: CHICAGO,
    emailedAt: '2026-11-23T05:59:59.000Z',
    chargedAt: '2026-11-23T06:00:00.000Z',
    closesAt: '2026-12-01T06:00:00.000Z',
    lastDay: 'Mon Nov 30',
  },
  {
    case: 'emailed Mon Nov 23 00:00 CST, the first instant of the next week',
    timeZone: CHICAGO,
    emailedAt: '2026-11-23T06:00:00.000Z',
    chargedAt: '2026-11-30T06:00:00.000Z',
    closesAt: '2026-12-08T06:00:00.000Z',
    lastDay: 'Mon Dec 7',
  },
  {
    case: 'emailed Sun Mar 1 23:59 CST: charged in CST, the window closes in CDT',
    timeZone: CHICAGO,
    emailedAt: '2026-03-02T05:59:00.000Z',
    chargedAt: '2026-03-02T06:00:00.000Z',
    closesAt: '2026-03-10T05:00:00.000Z',
    lastDay: 'Mon Mar 9',
  },
  {
    case: 'emailed Mon Mar 2 00:00 CST: the week the clocks spring forward, charged Mon Mar 9 00:00 CDT',
    timeZone: CHICAGO,
    emailedAt: '2026-03-02T06:00:00.000Z',
    chargedAt: '2026-03-09T05:00:00.000Z',
    closesAt: '2026-03-17T05:00:00.000Z',
    lastDay: 'Mon Mar 16',
  },
  {
    case: 'emailed Sun Mar 8 01:59 CST, a minute before the clocks spring forward',
    timeZone: CHICAGO,
    emailedAt: '2026-03-08T07:59:00.000Z',
    chargedAt: '2026-03-09T05:00:00.000Z',
    closesAt: '2026-03-17T05:00:00.000Z',
    lastDay: 'Mon Mar 16',
  },
  {
    case: 'emailed Sun Mar 8 23:59 CDT, the last minute of that short week',
    timeZone: CHICAGO,
    emailedAt: '2026-03-09T04:59:00.000Z',
    chargedAt: '2026-03-09T05:00:00.000Z',
    closesAt: '2026-03-17T05:00:00.000Z',
    lastDay: 'Mon Mar 16',
  },
  {
    case: 'emailed Mon Mar 9 00:00 CDT',
    timeZone: CHICAGO,
    emailedAt: '2026-03-09T05:00:00.000Z',
    chargedAt: '2026-03-16T05:00:00.000Z',
    closesAt: '2026-03-24T05:00:00.000Z',
    lastDay: 'Mon Mar 23',
  },
  {
    case: 'emailed Sun Oct 25 23:59 CDT: charged in CDT, the window closes in CST',
    timeZone: CHICAGO,
    emailedAt: '2026-10-26T04:59:00.000Z',
    chargedAt: '2026-10-26T05:00:00.000Z',
    closesAt: '2026-11-03T06:00:00.000Z',
    lastDay: 'Mon Nov 2',
  },
  {
    case: 'emailed Sun Nov 1 01:30 CDT, the first of the two 01:30s as the clocks fall back',
    timeZone: CHICAGO,
    emailedAt: '2026-11-01T06:30:00.000Z',
    chargedAt: '2026-11-02T06:00:00.000Z',
    closesAt: '2026-11-10T06:00:00.000Z',
    lastDay: 'Mon Nov 9',
  },
  {
    case: 'emailed Sun Nov 1 23:59 CST, the last minute of that long week',
    timeZone: CHICAGO,
    emailedAt: '2026-11-02T05:59:00.000Z',
    chargedAt: '2026-11-02T06:00:00.000Z',
    closesAt: '2026-11-10T06:00:00.000Z',
    lastDay: 'Mon Nov 9',
  },
  {
    case: 'emailed Mon Nov 2 00:00 CST',
    timeZone: CHICAGO,
    emailedAt: '2026-11-02T06:00:00.000Z',
    chargedAt: '2026-11-09T06:00:00.000Z',
    closesAt: '2026-11-17T06:00:00.000Z',
    lastDay: 'Mon Nov 16',
  },
  {
    case: 'emailed Thu Dec 31: charged and closing in the new year',
    timeZone: CHICAGO,
    emailedAt: '2026-12-31T18:00:00.000Z',
    chargedAt: '2027-01-04T06:00:00.000Z',
    closesAt: '2027-01-12T06:00:00.000Z',
    lastDay: 'Mon Jan 11',
  },
  {
    case: 'London: emailed Wed Oct 21 BST, the window closes in GMT',
    timeZone: 'Europe/London',
    emailedAt: '2026-10-21T11:00:00.000Z',
    chargedAt: '2026-10-26T00:00:00.000Z',
    closesAt: '2026-11-03T00:00:00.000Z',
    lastDay: 'Mon Nov 2',
  },
]

export interface NoShowWindowRow {
  case: string
  timeZone: string
  /** As the ledger holds it: ISO 8601 with the lead's offset. */
  appointment: string
  /** The end of the 7th calendar day after the appointment's agency date. */
  closesAt: string
}

export const NO_SHOW_WINDOW_ROWS: readonly NoShowWindowRow[] = [
  {
    case: 'Tue Dec 1 10:00 CST',
    timeZone: CHICAGO,
    appointment: '2026-12-01T10:00:00-06:00',
    closesAt: '2026-12-09T06:00:00.000Z',
  },
  {
    case: 'Sun Nov 22 23:30 CST, the last half hour of the week',
    timeZone: CHICAGO,
    appointment: '2026-11-22T23:30:00-06:00',
    closesAt: '2026-11-30T06:00:00.000Z',
  },
  {
    case: 'Sun Nov 22 22:30 PST for the lead is Mon Nov 23 00:30 CST for the agency',
    timeZone: CHICAGO,
    appointment: '2026-11-22T22:30:00-08:00',
    closesAt: '2026-12-01T06:00:00.000Z',
  },
  {
    case: 'Sun Mar 1 10:00 CST, the window closing after the clocks spring forward',
    timeZone: CHICAGO,
    appointment: '2026-03-01T10:00:00-06:00',
    closesAt: '2026-03-09T05:00:00.000Z',
  },
  {
    case: 'Sat Mar 7 18:00 CST',
    timeZone: CHICAGO,
    appointment: '2026-03-07T18:00:00-06:00',
    closesAt: '2026-03-15T05:00:00.000Z',
  },
  {
    case: 'Sun Oct 25 09:00 CDT, the window closing after the clocks fall back',
    timeZone: CHICAGO,
    appointment: '2026-10-25T09:00:00-05:00',
    closesAt: '2026-11-02T06:00:00.000Z',
  },
  {
    case: 'Sun Nov 1 01:30 CST, the second 01:30 of that night',
    timeZone: CHICAGO,
    appointment: '2026-11-01T01:30:00-06:00',
    closesAt: '2026-11-09T06:00:00.000Z',
  },
]

export interface AnswerDayRow {
  case: string
  timeZone: string
  askedAt: string
  /** Two business days later (Monday to Friday; no holidays). */
  answerBy: string
}

export const ANSWER_DAY_ROWS: readonly AnswerDayRow[] = [
  { case: 'asked Mon', timeZone: CHICAGO, askedAt: '2026-11-16T16:00:00.000Z', answerBy: 'Wed Nov 18' },
  { case: 'asked Thu', timeZone: CHICAGO, askedAt: '2026-11-19T16:00:00.000Z', answerBy: 'Mon Nov 23' },
  {
    case: 'asked Thu 23:30 CST, already Fri in UTC',
    timeZone: CHICAGO,
    askedAt: '2026-11-20T05:30:00.000Z',
    answerBy: 'Mon Nov 23',
  },
  { case: 'asked Fri 23:59 CST', timeZone: CHICAGO, askedAt: '2026-11-21T05:59:00.000Z', answerBy: 'Tue Nov 24' },
  { case: 'asked Sat 00:00 CST', timeZone: CHICAGO, askedAt: '2026-11-21T06:00:00.000Z', answerBy: 'Tue Nov 24' },
  { case: 'asked Sun 23:59 CST', timeZone: CHICAGO, askedAt: '2026-11-23T05:59:00.000Z', answerBy: 'Tue Nov 24' },
  { case: 'asked Mon 00:00 CST', timeZone: CHICAGO, askedAt: '2026-11-23T06:00:00.000Z', answerBy: 'Wed Nov 25' },
  {
    case: 'asked Fri Mar 6, over the spring-forward weekend',
    timeZone: CHICAGO,
    askedAt: '2026-03-06T18:00:00.000Z',
    answerBy: 'Tue Mar 10',
  },
  {
    case: 'asked Sat Mar 7 23:30 CST, the night before the clocks spring forward',
    timeZone: CHICAGO,
    askedAt: '2026-03-08T05:30:00.000Z',
    answerBy: 'Tue Mar 10',
  },
  {
    case: 'asked Fri Oct 30, over the fall-back weekend',
    timeZone: CHICAGO,
    askedAt: '2026-10-30T17:00:00.000Z',
    answerBy: 'Tue Nov 3',
  },
  {
    case: 'asked Sun Nov 1, the day the clocks fall back',
    timeZone: CHICAGO,
    askedAt: '2026-11-01T18:00:00.000Z',
    answerBy: 'Tue Nov 3',
  },
  {
    case: 'asked Thu Dec 31, answered in the new year',
    timeZone: CHICAGO,
    askedAt: '2026-12-31T18:00:00.000Z',
    answerBy: 'Mon Jan 4',
  },
]
