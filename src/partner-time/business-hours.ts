import { partnerLocalClock, type Weekday } from './local-time'

/** Minutes since local midnight; `closeMinute` is exclusive (a 5 PM close is closed at 5:00 PM). */
type OpenRange = { openMinute: number; closeMinute: number }

/** Read on the partner's clock; `days[0]` is Sunday, an empty day is closed, ranges sorted and disjoint. */
export type WeeklyHours = { alwaysOpen: true } | { alwaysOpen: false; days: OpenRange[][] }

// Never guesses: one unreadable word makes the whole cell null. Accepted forms: tests/unit/partner-time/business-hours.test.ts.
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

/** Throws Intl's RangeError for an unknown zone or an invalid Date; `describePartnerClock` catches it. */
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

type Meridiem = 'am' | 'pm'

type TimeToken = {
  kind: 'time'
  hour: number
  minute: number
  meridiem: Meridiem | null
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
  { pattern: new RegExp(`^(?:open\\s*)?24\\s*(?:hours?|hrs?|h)${END}`), token: () => ({ kind: 'fullDay' }) },
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
      const days = parseDayList(tokens, i + 1)
      // "Closed Sun, Mon-Fri 8-5" would read as closed Sun–Fri plus day-less 8-5: refuse.
      if (!days || !endsGroup(tokens[days.next])) return null
      groups.push({ kind: 'closed', days: days.value })
      i = days.next
      continue
    }
    if (token.kind === 'day') {
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

// Days after a separator belong to the hours only when they end the group ("24 hours, 7 days a week").
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

function absoluteMinute(t: TimeToken, isClose: boolean): number | null {
  let minute: number
  if (t.meridiem) minute = ((t.hour % 12) + (t.meridiem === 'pm' ? 12 : 0)) * 60 + t.minute
  else if (t.clock24) minute = t.hour * 60 + t.minute
  else return null
  if (isClose && minute === 0) return DAY_MINUTES // "to midnight"
  return minute
}

function amPmMinutes(t: TimeToken): [number, number] {
  const am = (t.hour % 12) * 60 + t.minute
  return [am, am + 12 * 60]
}

function resolveRange(start: TimeToken, end: TimeToken): OpenRange | null {
  // A bare end beside a 24-hour one is 24-hour too: "8-17:00", "19:45-10:00" (overnight).
  if (start.clock24 && !end.meridiem) end = { ...end, clock24: true }
  if (end.clock24 && !start.meridiem) start = { ...start, clock24: true }
  let open = absoluteMinute(start, false)
  let close = absoluteMinute(end, true)
  if (open === null && close === null) {
    // "12-12" could be noon–midnight or midnight–noon.
    if (start.hour === 12 && end.hour === 12) return null
    // A bare 1–5 start is an afternoon shift ("1-5", "5-9").
    const [am, pm] = amPmMinutes(start)
    open = start.hour >= 1 && start.hour <= 5 ? pm : start.hour === 12 ? pm : am
  }
  if (open === null && close !== null) {
    const before = amPmMinutes(start).filter((minute) => minute < (close as number))
    open = before.length > 0 ? Math.max(...before) : null
  }
  if (open !== null && close === null) {
    // A bare 12 may also be the midnight that ends the day.
    const [am, pm] = amPmMinutes(end)
    const after = [am, pm, am + DAY_MINUTES].filter((minute) => minute > (open as number) && minute <= DAY_MINUTES)
    close = after.length > 0 ? Math.min(...after) : null
  }
  if (open === null || close === null) return null
  if (open < 0 || open >= DAY_MINUTES || close > DAY_MINUTES || close <= open) return null
  return { openMinute: open, closeMinute: close }
}

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
