// How a Leads row reads, as data: src/leads/lead-row.ts meets every case here, and so must the script's reader.
// Cells are as Range.getValues gives them: a date cell as a Date, a number as a number, text as a string.

export const CHICAGO = 'America/Chicago'
const instant = (iso: string) => ({ kind: 'instant', at: Date.parse(iso) })

/** [case, the Received At cell, its reading on Chicago's clock]. */
export const RECEIVED_AT_CASES: [string, unknown, unknown][] = [
  ['a cell typed as a date', new Date('2026-11-23T15:04:05.678Z'), instant('2026-11-23T15:04:05.678Z')],
  ['ISO text in UTC', '2026-11-23T15:04:05Z', instant('2026-11-23T15:04:05Z')],
  ['ISO text with an offset', '2026-11-23T09:04:05-06:00', instant('2026-11-23T15:04:05Z')],
  [
    'an offset without a colon, as some automations write it',
    '2026-11-23T15:04:05+0000',
    instant('2026-11-23T15:04:05Z'),
  ],
  ['a space for the T, no seconds, a half-hour offset', '2026-11-23 20:34+05:30', instant('2026-11-23T15:04:00Z')],
  ['fractions of a second', ' 2026-11-23T15:04:05.25Z ', instant('2026-11-23T15:04:05.250Z')],
  ['text without a zone, on the agency’s clock', '2026-11-23T09:04:05', instant('2026-11-23T15:04:05Z')],
  ['text without a zone in summer time', '2026-07-01 09:00', instant('2026-07-01T14:00:00Z')],
  ['text without a zone at the fall-back hour: the first 1:30', '2026-11-01T01:30', instant('2026-11-01T06:30:00Z')],
  ['an empty cell', '', { kind: 'missing' }],
  ['a blank cell', '   ', { kind: 'missing' }],
  ['no cell', undefined, { kind: 'missing' }],
  ['a bare number', 46349.5, { kind: 'unreadable' }],
  ['a bare number of milliseconds', 1_795_000_000_000, { kind: 'unreadable' }],
  ['a number written as text', '46349.5', { kind: 'unreadable' }],
  ['a date without a time', '2026-11-23', { kind: 'unreadable' }],
  ['words', 'yesterday', { kind: 'unreadable' }],
  ['a day that does not exist', '2026-02-30T10:00:00Z', { kind: 'unreadable' }],
  ['an hour that does not exist', '2026-11-23T24:30:00Z', { kind: 'unreadable' }],
  ['an hour the agency’s clocks skip', '2026-03-08T02:30', { kind: 'unreadable' }],
  ['an offset beyond any zone', '2026-11-23T10:00:00+15:00', { kind: 'unreadable' }],
  ['an invalid date cell', new Date(NaN), { kind: 'unreadable' }],
  ['true', true, { kind: 'unreadable' }],
]

/** [the ZIP cell, the five digits read]. */
export const ZIP_CASES: [unknown, string][] = [
  ['54016', '54016'],
  [' 54016-1234 ', '54016'],
  [54016, '54016'],
  [2134, '02134'],
  ['2134', ''],
  [54016.5, ''],
  [0, ''],
  ['', ''],
  [null, ''],
]

/** [case, the phone and ZIP cells, whether the row (received at a date cell) can be offered]. */
export const ROW_CASES: [string, { phone: unknown; zip: unknown }, boolean][] = [
  ['a phone and a ZIP', { phone: '(612) 555-0100', zip: '54016' }, true],
  ['a phone with a leading 1, no ZIP', { phone: '+1 612-555-0100', zip: '' }, true],
  ['a phone typed as a number, no ZIP', { phone: 6125550100, zip: '' }, true],
  ['a ZIP, no phone', { phone: '', zip: '54016' }, true],
  ['a short phone and a ZIP', { phone: '555-0100', zip: '54016' }, true],
  ['a short phone, no ZIP', { phone: '555-0100', zip: '' }, false],
  ['neither', { phone: '', zip: '' }, false],
  ['an unreadable ZIP, no phone', { phone: '', zip: 'WI' }, false],
]
