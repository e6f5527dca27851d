import { partnerLocalClock, type Weekday } from './local-time'

/** Minutes since local midnight; `closeMinute` is exclusive (a 5 PM close is closed at 5:00 PM). */
export type OpenRange = { openMinute: number; closeMinute: number }

/**
 * A partner's weekly opening hours, read in the partner's own time zone.
 * `days` has exactly 7 entries, 0 = Sunday … 6 = Saturday; an empty entry means closed all day.
 * Ranges are sorted, do not overlap, and satisfy 0 <= openMinute < closeMinute <= 1440.
 */
export type WeeklyHours = { alwaysOpen: true } | { alwaysOpen: false; days: OpenRange[][] }

/*
 * parseBusinessHours: the free-text "Hours" cell → WeeklyHours, or null when unsure. It never
 * guesses: one unreadable word anywhere makes the whole cell null.
 *
 * Whole-cell forms
 * - "24/7", "24x7", "24/7/365", "Open 24/7", "Always open" → always open. Hours that cover every day
 *   0:00–24:00 ("24 hours", "Mon-Sun 24 hrs", "24 hours, 7 days a week") are also always open.
 *
 * Days
 * - Names and abbreviations: Sunday/Sun/Su, Monday/Mon/Mo/M, Tuesday/Tues/Tue/Tu, Wednesday/Weds/
 *   Wed/We/W, Thursday/Thurs/Thur/Thu/Th, Friday/Fri/Fr/F, Saturday/Sat/Sa (a trailing "s" or "." is
 *   fine: "Sundays", "Mon."). The ambiguous single letters T, S, R and U are not accepted.
 * - Ranges with "-", en/em dash, "to", "thru", "through": "M-F", "Mon–Fri", "Monday to Friday".
 *   Ranges may wrap the week end ("Sat-Sun", "Fri-Mon").
 * - Lists with ",", "&", "and", "/", "+": "Mon, Wed, Fri", "Sat/Sun".
 * - Words: "weekdays" (Mon–Fri), "weekends" (Sat, Sun), "daily", "every day", "everyday",
 *   "7 days", "7 days a week", "all week" (every day).
 *
 * Times
 * - "8", "8:30", "8am", "8 AM", "8a", "8 a.m.", "noon", "midnight", 24-hour "17:00", "08:00", "0800".
 *   A time is 24-hour when it has no am/pm and its hour is 0 or 13–24, has a leading zero ("08"), or is
 *   four digits ("0800"); a bare time in the same range as a 24-hour one is read on the 24-hour clock
 *   too ("8-17:00" is 8:00–17:00, "19:45-10:00" is overnight → null). "24:00", "00:00", "12am" and
 *   "midnight" as a closing time mean the end of the day.
 * - A range is "<time> - <time>" (same dash words as days) or "24 hours"/"24 hrs"/"24h" (whole day).
 * - am/pm inference when a time has none (documented rules, each tested):
 *   - Neither end has am/pm: a start of 6–11 is AM, 12 is noon, 1–5 is PM ("1-5" is an afternoon
 *     shift, "5-9" is 5–9 PM). The end is the first clock time after the start, so when end <= start
 *     the end is PM: "8-5" 8 AM–5 PM, "7-7" 7 AM–7 PM, "9-1" 9 AM–1 PM, "9-12" 9 AM–noon,
 *     "8-11" 8–11 AM, "12-4" noon–4 PM, "8-4:30" 8 AM–4:30 PM.
 *     "12-12" (noon–midnight or midnight–noon?) → null.
 *   - Only the end has am/pm: the start is the latest reading before the end ("8-5pm" 8 AM–5 PM,
 *     "1-5pm" 1–5 PM, "6-8pm" 6–8 PM, "9-11am" 9–11 AM).
 *   - Only the start has am/pm: the end is the first reading after the start ("8am-5" 8 AM–5 PM).
 * - Overnight ranges (close before open, e.g. "8pm-2am", "10-2am") are rejected → null. A range may
 *   close at midnight ("8pm-12am" is 20:00–24:00).
 *
 * Structure
 * - Groups of days and hours, separated by ",", ";", "|" or new lines (or just written one after the
 *   other): "M-F 8am-6pm, Sat 9-1", "Mon-Fri 8-5 Sat 9-12". Days may come first ("Mon-Fri: 8-5") or
 *   last ("8-5 Mon-Fri"). Filler words "open", "from", "hours", "hrs" and ":" are ignored.
 * - Split shifts: several ranges for the same days ("Mon-Fri 8-12, 1-5", "8-12 & 1-5").
 * - Hours with no days at all ("8:00 AM - 5:00 PM") apply to every day of the week, but only when
 *   they are the only hours in the cell ("8-5, Sat 9-1" → null: which days does 8-5 cover?).
 * - "Closed" fragments ("Closed Sunday", "Sun closed", "Sat & Sun: closed") mark days closed. They
 *   also remove those days from day-less hours ("7:00 AM - 6:00 PM, Closed Sunday" is Mon–Sat).
 *   "Closed Sun, Mon-Fri 8-5" → null (the day list would run on into "Mon-Fri").
 *   A day both given hours and marked closed, or given overlapping hours twice → null. A cell with
 *   only "closed" fragments ("Closed"), or whose closed days leave no open day, → null (closed for
 *   good? closed today? unsure).
 * - Anything else → null: "By appointment", "call first", "varies", "Mon-Fri 8-5 (Sat by appt)",
 *   a time zone inside the hours ("8-5 CST"), seasonal notes, dates, cells over 200 characters.
 */
export function parseBusinessHours(text: string): WeeklyHours | null {
  if (typeof text !== 'string' || text.length > MAX_LENGTH) return null
  const normalised = normalise(text)
  if (normalised === '') return null
  if (ALWAYS_OPEN.test(normalised)) return { alwaysOpen: true }
  const tokens = tokenise(normalised)
  if (!tokens) return null
  const groups = parseGroups(tokens)
  if (!groups) return null
  return buildWeek(groups)
}

/**
 * Whether the partner is open at `now`, reading `hours` on the partner's wall clock in `timeZone`
 * (close is exclusive). Throws Intl's RangeError for a zone Intl doesn't know or an invalid Date;
 * `describePartnerClock` wraps this for the UI.
 */
export function isOpenAt(hours: WeeklyHours, timeZone: string, now: Date): boolean {
  if (hours.alwaysOpen) return true
  const { weekday, minuteOfDay } = partnerLocalClock(timeZone, now)
  const ranges = hours.days[weekday] ?? []
  return ranges.some((range) => range.openMinute <= minuteOfDay && minuteOfDay < range.closeMinute)
}

const MAX_LENGTH = 200
const DAY_MINUTES = 24 * 60
const ALL_DAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6]

const ALWAYS_OPEN = /^(?:open\s*)?(?:24\s*[/x]\s*7(?:\s*\/\s*365)?|always\s+open)$/

function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/(?<![a-z])([ap])\.\s?m(?![a-z])\.?/g, '$1m')
    .replace(/([a-z])\./g, '$1')
    .replace(/[\r\n]+/g, ';')
    .replace(/\s+/g, ' ')
    .replace(/[\s;,|.!]+$/, '')
    .trim()
}

// ---------------------------------------------------------------------------------------------
// Tokens

type Meridiem = 'am' | 'pm'

type TimeToken = {
  kind: 'time'
  hour: number
  minute: number
  meridiem: Meridiem | null
  /** Written on a 24-hour clock (hour 0 or 13–24, leading zero, or four digits). */
  clock24: boolean
}

type Token =
  | TimeToken
  | { kind: 'day'; days: readonly Weekday[]; single: Weekday | null }
  | { kind: 'fullDay' }
  | { kind: 'dash' }
  | { kind: 'join' }
  | { kind: 'sep' }
  | { kind: 'closed' }

type Rule = { pattern: RegExp; token: (match: RegExpExecArray) => Token | null | 'skip' }

const END = '(?![a-z0-9])'

const SINGLE_DAYS: ReadonlyArray<[string, Weekday]> = [
  ['sundays?|sun|su', 0],
  ['mondays?|mon|mo|m', 1],
  ['tuesdays?|tues|tue|tu', 2],
  ['wednesdays?|weds|wed|we|w', 3],
  ['thursdays?|thurs|thur|thu|th', 4],
  ['fridays?|fri|fr|f', 5],
  ['saturdays?|sat|sa', 6],
]

const RULES: readonly Rule[] = [
  { pattern: /^\s+/, token: () => 'skip' },
  // Whole-day ranges.
  { pattern: new RegExp(`^(?:open\\s*)?24\\s*(?:hours?|hrs?|h)${END}`), token: () => ({ kind: 'fullDay' }) },
  // Day words.
  {
    pattern: new RegExp(`^(?:7|seven) days(?: a week)?${END}|^(?:daily|every ?day|all week)${END}`),
    token: () => ({ kind: 'day', days: ALL_DAYS, single: null }),
  },
  { pattern: new RegExp(`^weekdays?${END}`), token: () => ({ kind: 'day', days: [1, 2, 3, 4, 5], single: null }) },
  { pattern: new RegExp(`^weekends?${END}`), token: () => ({ kind: 'day', days: [6, 0], single: null }) },
  ...SINGLE_DAYS.map(([names, day]): Rule => ({
    pattern: new RegExp(`^(?:${names})${END}`),
    token: () => ({ kind: 'day', days: [day], single: day }),
  })),
  // Times.
  { pattern: new RegExp(`^(?:12 ?)?noon${END}`), token: () => time(12, 0, 'pm', false) },
  { pattern: new RegExp(`^(?:12 ?)?midnight${END}`), token: () => time(12, 0, 'am', false) },
  {
    pattern: new RegExp(`^([01]\\d|2[0-4])([0-5]\\d)${END}`),
    token: (m) => time(Number(m[1]), Number(m[2]), null, true),
  },
  {
    pattern: new RegExp(`^(\\d{1,2})(?::([0-5]\\d))?(?: ?(am|pm|a|p))?${END}`),
    token: (m) => {
      const hourText = m[1] ?? ''
      const hour = Number(hourText)
      const minute = m[2] === undefined ? 0 : Number(m[2])
      const meridiem = m[3] === undefined ? null : m[3].startsWith('a') ? 'am' : 'pm'
      if (meridiem) return hour >= 1 && hour <= 12 ? time(hour, minute, meridiem, false) : null
      const clock24 = hour === 0 || hour >= 13 || (hourText.length === 2 && hourText.startsWith('0'))
      return hour <= 24 ? time(hour, minute, null, clock24) : null
    },
  },
  // Punctuation and linking words.
  {
    pattern: new RegExp(`^(?:-|to${END}|thru${END}|through${END}|till?${END}|until${END})`),
    token: () => ({ kind: 'dash' }),
  },
  { pattern: new RegExp(`^(?:&|\\+|/|and${END})`), token: () => ({ kind: 'join' }) },
  { pattern: /^[,;|]/, token: () => ({ kind: 'sep' }) },
  { pattern: new RegExp(`^closed${END}`), token: () => ({ kind: 'closed' }) },
  { pattern: new RegExp(`^(?::|open${END}|from${END}|hours${END}|hrs${END})`), token: () => 'skip' },
]

function time(hour: number, minute: number, meridiem: Meridiem | null, clock24: boolean): TimeToken {
  return { kind: 'time', hour, minute, meridiem, clock24 }
}

function tokenise(text: string): Token[] | null {
  const tokens: Token[] = []
  let rest = text
  outer: while (rest !== '') {
    for (const rule of RULES) {
      const match = rule.pattern.exec(rest)
      if (!match || match[0] === '') continue
      const token = rule.token(match)
      if (token === null) return null
      if (token !== 'skip') tokens.push(token)
      rest = rest.slice(match[0].length)
      continue outer
    }
    return null
  }
  return tokens
}

// ---------------------------------------------------------------------------------------------
// Groups

type Group =
  { kind: 'hours'; days: readonly Weekday[] | null; ranges: OpenRange[] } | { kind: 'closed'; days: readonly Weekday[] }

type Parsed<T> = { value: T; next: number } | null

function parseGroups(tokens: readonly Token[]): Group[] | null {
  const groups: Group[] = []
  let i = 0
  while (i < tokens.length) {
    const token = tokens[i]
    if (!token) break
    if (token.kind === 'sep') {
      i++
      continue
    }
    if (token.kind === 'closed') {
      // "Closed Sunday"
      const days = parseDayList(tokens, i + 1)
      // "Closed Sun, Mon-Fri 8-5" would read as closed Sun–Fri with day-less 8-5: refuse.
      if (!days || !endsGroup(tokens[days.next])) return null
      groups.push({ kind: 'closed', days: days.value })
      i = days.next
      continue
    }
    if (token.kind === 'day') {
      // Days first: "Mon-Fri 8-5", "Sun closed".
      const days = parseDayList(tokens, i)
      if (!days) return null
      if (tokens[days.next]?.kind === 'closed') {
        groups.push({ kind: 'closed', days: days.value })
        i = days.next + 1
        continue
      }
      const ranges = parseRangeList(tokens, days.next)
      if (!ranges) return null
      groups.push({ kind: 'hours', days: days.value, ranges: ranges.value })
      i = ranges.next
      continue
    }
    if (token.kind === 'time' || token.kind === 'fullDay') {
      // Hours first: "8-5 Mon-Fri", "8:00 AM - 5:00 PM", "24 hours, 7 days a week".
      const ranges = parseRangeList(tokens, i)
      if (!ranges) return null
      const trailing = trailingDays(tokens, ranges.next)
      groups.push({ kind: 'hours', days: trailing?.value ?? null, ranges: ranges.value })
      i = trailing?.next ?? ranges.next
      continue
    }
    return null
  }
  return groups
}

/**
 * Days after hours: right after them ("8-5 Mon-Fri"), or after a separator when nothing follows
 * those days ("24 hours, 7 days a week"). Days followed by "closed" belong to a closed group.
 */
function trailingDays(tokens: readonly Token[], start: number): Parsed<readonly Weekday[]> {
  if (tokens[start]?.kind === 'day') {
    const days = parseDayList(tokens, start)
    return days && tokens[days.next]?.kind !== 'closed' ? days : null
  }
  if (tokens[start]?.kind === 'sep' && tokens[start + 1]?.kind === 'day') {
    const days = parseDayList(tokens, start + 1)
    return days && endsGroup(tokens[days.next]) ? days : null
  }
  return null
}

function endsGroup(token: Token | undefined): boolean {
  return token === undefined || token.kind === 'sep'
}

function parseDayList(tokens: readonly Token[], start: number): Parsed<readonly Weekday[]> {
  const days = new Set<Weekday>()
  let i = start
  for (;;) {
    const item = parseDayItem(tokens, i)
    if (!item) return null
    for (const day of item.value) days.add(day)
    i = item.next
    const link = tokens[i]
    if ((link?.kind === 'join' || link?.kind === 'sep') && tokens[i + 1]?.kind === 'day') i++
    else if (link?.kind !== 'day') break
  }
  return { value: [...days], next: i }
}

function parseDayItem(tokens: readonly Token[], i: number): Parsed<readonly Weekday[]> {
  const first = tokens[i]
  if (first?.kind !== 'day') return null
  const last = tokens[i + 2]
  if (first.single !== null && tokens[i + 1]?.kind === 'dash' && last?.kind === 'day' && last.single !== null) {
    const days: Weekday[] = []
    let day = first.single
    for (;;) {
      days.push(day)
      if (day === last.single) break
      day = ((day + 1) % 7) as Weekday
    }
    return { value: days, next: i + 3 }
  }
  return { value: first.days, next: i + 1 }
}

function parseRangeList(tokens: readonly Token[], start: number): Parsed<OpenRange[]> {
  const ranges: OpenRange[] = []
  let i = start
  for (;;) {
    const range = parseRange(tokens, i)
    if (!range) return null
    ranges.push(range.value)
    i = range.next
    const link = tokens[i]
    const after = tokens[i + 1]
    if ((link?.kind === 'join' || link?.kind === 'sep') && (after?.kind === 'time' || after?.kind === 'fullDay')) i++
    else if (link?.kind !== 'time' && link?.kind !== 'fullDay') break
  }
  return { value: ranges, next: i }
}

function parseRange(tokens: readonly Token[], i: number): Parsed<OpenRange> {
  const first = tokens[i]
  if (first?.kind === 'fullDay') return { value: { openMinute: 0, closeMinute: DAY_MINUTES }, next: i + 1 }
  const last = tokens[i + 2]
  if (first?.kind !== 'time' || tokens[i + 1]?.kind !== 'dash' || last?.kind !== 'time') return null
  const range = resolveRange(first, last)
  return range ? { value: range, next: i + 3 } : null
}

// ---------------------------------------------------------------------------------------------
// Clock times

/** The minute a time stands for when it is unambiguous (am/pm or 24-hour), else null. */
function absoluteMinute(t: TimeToken, isClose: boolean): number | null {
  let minute: number
  if (t.meridiem) minute = ((t.hour % 12) + (t.meridiem === 'pm' ? 12 : 0)) * 60 + t.minute
  else if (t.clock24) minute = t.hour * 60 + t.minute
  else return null
  if (isClose && minute === 0) return DAY_MINUTES // "to midnight"
  return minute
}

/** The two readings of a bare 1–12 hour: AM and PM (12 → midnight and noon). */
function readings(t: TimeToken): [number, number] {
  const am = (t.hour % 12) * 60 + t.minute
  return [am, am + 12 * 60]
}

function resolveRange(start: TimeToken, end: TimeToken): OpenRange | null {
  // One end on the 24-hour clock puts a bare other end on it too: "8-17:00", "19:45-10:00" (overnight).
  if (start.clock24 && !end.meridiem) end = { ...end, clock24: true }
  if (end.clock24 && !start.meridiem) start = { ...start, clock24: true }
  let open = absoluteMinute(start, false)
  let close = absoluteMinute(end, true)
  if (open === null && close === null) {
    // "12-12" could be noon–midnight or midnight–noon: refuse.
    if (start.hour === 12 && end.hour === 12) return null
    // Bare start: 6–11 AM, 12 noon, 1–5 PM.
    const [am, pm] = readings(start)
    open = start.hour >= 1 && start.hour <= 5 ? pm : start.hour === 12 ? pm : am
  }
  if (open === null && close !== null) {
    // Latest reading of the start before the end.
    const before = readings(start).filter((minute) => minute < (close as number))
    open = before.length > 0 ? Math.max(...before) : null
  }
  if (open !== null && close === null) {
    // First reading of the end after the start (12 may also be the midnight that ends the day).
    const [am, pm] = readings(end)
    const after = [am, pm, am + DAY_MINUTES].filter((minute) => minute > (open as number) && minute <= DAY_MINUTES)
    close = after.length > 0 ? Math.min(...after) : null
  }
  if (open === null || close === null) return null
  if (open < 0 || open >= DAY_MINUTES || close > DAY_MINUTES || close <= open) return null
  return { openMinute: open, closeMinute: close }
}

// ---------------------------------------------------------------------------------------------
// Week

function buildWeek(groups: readonly Group[]): WeeklyHours | null {
  const hourGroups = groups.filter((group) => group.kind === 'hours')
  if (hourGroups.length === 0) return null
  if (hourGroups.length > 1 && hourGroups.some((group) => group.days === null)) return null

  const closed = new Set<Weekday>()
  for (const group of groups) if (group.kind === 'closed') for (const day of group.days) closed.add(day)

  const days: OpenRange[][] = ALL_DAYS.map(() => [])
  for (const group of hourGroups) {
    const groupDays = group.days ?? ALL_DAYS.filter((day) => !closed.has(day))
    for (const day of groupDays) {
      if (group.days !== null && closed.has(day)) return null
      days[day]?.push(...group.ranges)
    }
  }

  for (const ranges of days) {
    ranges.sort((a, b) => a.openMinute - b.openMinute)
    for (let i = 1; i < ranges.length; i++) {
      const previous = ranges[i - 1]
      const current = ranges[i]
      if (previous && current && current.openMinute < previous.closeMinute) return null
    }
  }

  if (days.every((ranges) => ranges.length === 0)) return null

  const everyDayAllDay = days.every((ranges) => {
    const only = ranges[0]
    return ranges.length === 1 && only?.openMinute === 0 && only.closeMinute === DAY_MINUTES
  })
  if (everyDayAllDay) return { alwaysOpen: true }
  return { alwaysOpen: false, days }
}
