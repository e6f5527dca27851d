// The cadence as data: src/leads/cadence.ts meets every case here, and so must the script's `outcome`.
// Times are written on the lead's own clock, with its offset; `expected.nextCallAt` is compared as an instant.

type Outcome = 'No answer' | 'Left voicemail' | 'Call back' | 'Bad number' | 'Not interested' | 'Do not call' | 'Booked'

export interface CadenceCase {
  name: string
  timeZone: string
  earlier: { at: string; outcome: Outcome }[]
  call: { at: string; outcome: Outcome; callbackAt?: string; bookingId?: string }
  expected: { attempts: number; nextCallAt: string | null; closed: string; bookingId: string }
}

const CHICAGO = 'America/Chicago'
const open = (attempts: number, nextCallAt: string) => ({ attempts, nextCallAt, closed: '', bookingId: '' })
const closed = (attempts: number, closedAs: string, bookingId = '') => ({
  attempts,
  nextCallAt: null,
  closed: closedAs,
  bookingId,
})
const noAnswer = (at: string) => ({ at, outcome: 'No answer' as const })
const voicemail = (at: string) => ({ at, outcome: 'Left voicemail' as const })

export const cadenceCases: CadenceCase[] = [
  {
    name: 'a first No answer is called again 2 hours later',
    timeZone: CHICAGO,
    earlier: [],
    call: noAnswer('2026-11-23T10:00:00-06:00'),
    expected: open(1, '2026-11-23T12:00:00-06:00'),
  },
  {
    name: 'a second, a Left voicemail, 2 hours later too',
    timeZone: CHICAGO,
    earlier: [noAnswer('2026-11-23T10:00:00-06:00')],
    call: voicemail('2026-11-23T12:05:00-06:00'),
    expected: open(2, '2026-11-23T14:05:00-06:00'),
  },
  {
    name: 'the third of the local day moves it to the next day at 9:00 AM',
    timeZone: CHICAGO,
    earlier: [noAnswer('2026-11-23T10:00:00-06:00'), voicemail('2026-11-23T12:05:00-06:00')],
    call: noAnswer('2026-11-23T14:10:00-06:00'),
    expected: open(3, '2026-11-24T09:00:00-06:00'),
  },
  {
    name: 'a Call back is an attempt but not one of the day’s three',
    timeZone: CHICAGO,
    earlier: [noAnswer('2026-11-23T10:00:00-06:00'), { at: '2026-11-23T11:00:00-06:00', outcome: 'Call back' }],
    call: noAnswer('2026-11-23T13:00:00-06:00'),
    expected: open(3, '2026-11-23T15:00:00-06:00'),
  },
  {
    name: 'calls of an earlier local day do not count toward today’s three',
    timeZone: CHICAGO,
    earlier: [
      noAnswer('2026-11-22T10:00:00-06:00'),
      noAnswer('2026-11-22T12:00:00-06:00'),
      noAnswer('2026-11-23T09:00:00-06:00'),
    ],
    call: voicemail('2026-11-23T11:00:00-06:00'),
    expected: open(4, '2026-11-23T13:00:00-06:00'),
  },
  {
    name: 'across midnight: a call just after the lead’s midnight is the first of the new day',
    timeZone: CHICAGO,
    earlier: [noAnswer('2026-11-23T18:30:00-06:00'), noAnswer('2026-11-23T20:40:00-06:00')],
    call: noAnswer('2026-11-24T00:10:00-06:00'),
    expected: open(3, '2026-11-24T02:10:00-06:00'),
  },
  {
    name: 'across midnight: 2 hours after a late call is the next local day',
    timeZone: CHICAGO,
    earlier: [],
    call: noAnswer('2026-11-23T23:00:00-06:00'),
    expected: open(1, '2026-11-24T01:00:00-06:00'),
  },
  {
    name: 'the day is the lead’s, not UTC’s: three Pacific calls spanning UTC midnight are one day',
    timeZone: 'America/Los_Angeles',
    earlier: [noAnswer('2026-11-23T15:00:00-08:00'), noAnswer('2026-11-23T17:05:00-08:00')],
    call: voicemail('2026-11-23T19:10:00-08:00'),
    expected: open(3, '2026-11-24T09:00:00-08:00'),
  },
  {
    name: 'the day is the lead’s, not the agency’s: a New York lead at 00:30 has a new day',
    timeZone: 'America/New_York',
    earlier: [noAnswer('2026-11-23T19:00:00-05:00'), noAnswer('2026-11-23T21:00:00-05:00')],
    call: noAnswer('2026-11-24T00:30:00-05:00'),
    expected: open(3, '2026-11-24T02:30:00-05:00'),
  },
  {
    name: 'spring forward: the day before the change, 9:00 AM next day is daylight time',
    timeZone: CHICAGO,
    earlier: [noAnswer('2026-03-07T14:00:00-06:00'), noAnswer('2026-03-07T16:05:00-06:00')],
    call: noAnswer('2026-03-07T18:10:00-06:00'),
    expected: open(3, '2026-03-08T09:00:00-05:00'),
  },
  {
    name: 'spring forward: 2 hours after 1:30 AM CST is 4:30 AM CDT',
    timeZone: CHICAGO,
    earlier: [],
    call: noAnswer('2026-03-08T01:30:00-06:00'),
    expected: open(1, '2026-03-08T04:30:00-05:00'),
  },
  {
    name: 'fall back: the day before the change, 9:00 AM next day is standard time',
    timeZone: CHICAGO,
    earlier: [voicemail('2026-10-31T14:00:00-05:00'), noAnswer('2026-10-31T16:30:00-05:00')],
    call: noAnswer('2026-10-31T19:00:00-05:00'),
    expected: open(3, '2026-11-01T09:00:00-06:00'),
  },
  {
    name: 'fall back: 2 hours after 0:30 AM CDT is the second 1:30 AM, CST',
    timeZone: CHICAGO,
    earlier: [],
    call: noAnswer('2026-11-01T00:30:00-05:00'),
    expected: open(1, '2026-11-01T01:30:00-06:00'),
  },
  {
    name: 'Arizona keeps standard time when Chicago springs forward',
    timeZone: 'America/Phoenix',
    earlier: [noAnswer('2026-03-07T10:00:00-07:00'), noAnswer('2026-03-07T12:00:00-07:00')],
    call: voicemail('2026-03-07T14:00:00-07:00'),
    expected: open(3, '2026-03-08T09:00:00-07:00'),
  },
  {
    name: 'the fifth No answer or Left voicemail keeps the lead open',
    timeZone: CHICAGO,
    earlier: [
      noAnswer('2026-11-23T10:00:00-06:00'),
      voicemail('2026-11-23T12:00:00-06:00'),
      noAnswer('2026-11-23T14:00:00-06:00'),
      noAnswer('2026-11-24T09:00:00-06:00'),
    ],
    call: noAnswer('2026-11-24T11:00:00-06:00'),
    expected: open(5, '2026-11-24T13:00:00-06:00'),
  },
  {
    name: 'the sixth closes it as No contact after 6 attempts',
    timeZone: CHICAGO,
    earlier: [
      noAnswer('2026-11-23T10:00:00-06:00'),
      voicemail('2026-11-23T12:00:00-06:00'),
      noAnswer('2026-11-23T14:00:00-06:00'),
      noAnswer('2026-11-24T09:00:00-06:00'),
      noAnswer('2026-11-24T11:00:00-06:00'),
    ],
    call: voicemail('2026-11-24T13:00:00-06:00'),
    expected: closed(6, 'No contact after 6 attempts'),
  },
  {
    name: 'the sixth No answer closes it even with a Call back among the attempts (7 in all)',
    timeZone: CHICAGO,
    earlier: [
      noAnswer('2026-11-23T10:00:00-06:00'),
      { at: '2026-11-23T11:00:00-06:00', outcome: 'Call back' },
      noAnswer('2026-11-23T16:00:00-06:00'),
      noAnswer('2026-11-23T18:00:00-06:00'),
      noAnswer('2026-11-24T09:00:00-06:00'),
      noAnswer('2026-11-24T11:00:00-06:00'),
    ],
    call: noAnswer('2026-11-24T13:00:00-06:00'),
    expected: closed(7, 'No contact after 6 attempts'),
  },
  {
    name: 'Call back sets Next Call At to the callback time',
    timeZone: CHICAGO,
    earlier: [noAnswer('2026-11-23T10:00:00-06:00')],
    call: { at: '2026-11-23T12:00:00-06:00', outcome: 'Call back', callbackAt: '2026-11-25T17:30:00-06:00' },
    expected: open(2, '2026-11-25T17:30:00-06:00'),
  },
  {
    name: 'Bad number closes it with that word',
    timeZone: CHICAGO,
    earlier: [],
    call: { at: '2026-11-23T10:00:00-06:00', outcome: 'Bad number' },
    expected: closed(1, 'Bad number'),
  },
  {
    name: 'Not interested closes it with that word',
    timeZone: CHICAGO,
    earlier: [noAnswer('2026-11-23T10:00:00-06:00')],
    call: { at: '2026-11-23T12:00:00-06:00', outcome: 'Not interested' },
    expected: closed(2, 'Not interested'),
  },
  {
    name: 'Do not call closes it with that word',
    timeZone: CHICAGO,
    earlier: [],
    call: { at: '2026-11-23T10:00:00-06:00', outcome: 'Do not call' },
    expected: closed(1, 'Do not call'),
  },
  {
    name: 'Booked closes it and writes the booking id',
    timeZone: CHICAGO,
    earlier: [noAnswer('2026-11-23T10:00:00-06:00'), voicemail('2026-11-23T12:00:00-06:00')],
    call: { at: '2026-11-23T14:00:00-06:00', outcome: 'Booked', bookingId: 'b-7f3a' },
    expected: closed(3, 'Booked', 'b-7f3a'),
  },
]

export interface VoicemailCase {
  name: string
  timeZone: string
  calls: { at: string; outcome: Outcome }[]
  now: string
  expected: boolean
}

export const voicemailCases: VoicemailCase[] = [
  {
    name: 'a voicemail left this morning',
    timeZone: CHICAGO,
    calls: [voicemail('2026-11-23T10:00:00-06:00'), noAnswer('2026-11-23T12:00:00-06:00')],
    now: '2026-11-23T14:00:00-06:00',
    expected: true,
  },
  {
    name: 'only No answer today',
    timeZone: CHICAGO,
    calls: [noAnswer('2026-11-23T10:00:00-06:00')],
    now: '2026-11-23T14:00:00-06:00',
    expected: false,
  },
  {
    name: 'a voicemail left late yesterday, the same UTC day',
    timeZone: CHICAGO,
    calls: [voicemail('2026-11-23T20:00:00-06:00')],
    now: '2026-11-24T00:30:00-06:00',
    expected: false,
  },
  {
    name: 'a voicemail left before UTC midnight, the same local day',
    timeZone: 'America/Los_Angeles',
    calls: [voicemail('2026-11-23T15:30:00-08:00')],
    now: '2026-11-23T20:30:00-08:00',
    expected: true,
  },
  {
    name: 'the morning after a voicemail, on the day clocks fall back',
    timeZone: CHICAGO,
    calls: [voicemail('2026-10-31T19:00:00-05:00')],
    now: '2026-11-01T09:00:00-06:00',
    expected: false,
  },
]

export interface OutcomeRequestCase {
  name: string
  now: string
  request: { outcome: unknown; callbackAt?: unknown; bookingId?: unknown }
  /** The reason it is refused, or null when accepted. */
  refused: string | null
}

const NOW = '2026-11-23T16:00:00Z'

export const outcomeRequestCases: OutcomeRequestCase[] = [
  { name: 'an unknown outcome', now: NOW, request: { outcome: 'Voicemail' }, refused: 'unknown outcome' },
  { name: 'an outcome in other letters', now: NOW, request: { outcome: 'no answer' }, refused: 'unknown outcome' },
  { name: 'no outcome at all', now: NOW, request: { outcome: undefined }, refused: 'unknown outcome' },
  { name: 'No answer', now: NOW, request: { outcome: 'No answer' }, refused: null },
  {
    name: 'Call back without a callbackAt',
    now: NOW,
    request: { outcome: 'Call back' },
    refused: 'Call back needs a callbackAt',
  },
  {
    name: 'Call back at a time without its zone',
    now: NOW,
    request: { outcome: 'Call back', callbackAt: '2026-11-24T10:00:00' },
    refused: 'callbackAt is not a date-time with its zone',
  },
  {
    name: 'Call back a minute in the past',
    now: NOW,
    request: { outcome: 'Call back', callbackAt: '2026-11-23T09:59:00-06:00' },
    refused: 'callbackAt is in the past',
  },
  {
    name: 'Call back now',
    now: NOW,
    request: { outcome: 'Call back', callbackAt: '2026-11-23T10:00:00-06:00' },
    refused: null,
  },
  {
    name: 'Call back 60 days ahead to the minute',
    now: NOW,
    request: { outcome: 'Call back', callbackAt: '2027-01-22T16:00:00Z' },
    refused: null,
  },
  {
    name: 'Call back 60 days and a minute ahead',
    now: NOW,
    request: { outcome: 'Call back', callbackAt: '2027-01-22T16:01:00Z' },
    refused: 'callbackAt is more than 60 days ahead',
  },
  { name: 'Booked without a bookingId', now: NOW, request: { outcome: 'Booked' }, refused: 'Booked needs a bookingId' },
  {
    name: 'Booked with a blank bookingId',
    now: NOW,
    request: { outcome: 'Booked', bookingId: '  ' },
    refused: 'Booked needs a bookingId',
  },
  { name: 'Booked with its booking', now: NOW, request: { outcome: 'Booked', bookingId: 'b-7f3a' }, refused: null },
]
