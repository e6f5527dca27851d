// Is it legal to phone the lead now? The federal 8 AM–9 PM window in the lead's local time,
// narrowed by the lead's state (src/content/calling-hours.ts). Holidays are not known.

import { federalCallingDay, stateCallingRules, type CallingDay, type StateCallingRule } from '../content/calling-hours'
import { leadCopy } from '../content/lead-copy'
import { partnerLocalClock, type Weekday } from '../partner-time/local-time'

export interface CallingStatus {
  inside: boolean
  /** Today's window in the lead's time zone (minutes since local midnight), or null when no calls are allowed today. */
  today: { opensMinute: number; closesMinute: number } | null
  /** "Inside calling hours (8 AM–9 PM local)" / "Outside calling hours (9 AM–8 PM local)" / "Outside calling hours (no calls on Sunday)" */
  text: string
  /** When outside: "opens 8 AM Monday" / "opens 9 AM today"; null when inside or nothing opens in the next week. */
  opensNext: string | null
}

type Rules = Readonly<Record<string, StateCallingRule>>

function dayRule(rule: StateCallingRule | undefined, weekday: Weekday): CallingDay | null {
  if (!rule) return federalCallingDay
  return weekday === 0 ? rule.sunday : weekday === 6 ? rule.saturday : rule.weekdays
}

/** The window that applies on a weekday in a state, in minutes, never wider than the federal one. */
export function callingWindow(
  state: string,
  weekday: Weekday,
  rules: Rules = stateCallingRules,
): { opensMinute: number; closesMinute: number } | null {
  const day = dayRule(rules[state.toUpperCase()], weekday)
  if (!day) return null
  const opensMinute = Math.round(Math.max(day.from, federalCallingDay.from) * 60)
  const closesMinute = Math.round(Math.min(day.to, federalCallingDay.to) * 60)
  return opensMinute < closesMinute ? { opensMinute, closesMinute } : null
}

/** 480 -> "8 AM", 810 -> "1:30 PM", 720 -> "12 PM". */
export function formatClockMinute(minuteOfDay: number): string {
  const hour24 = Math.floor(minuteOfDay / 60) % 24
  const minute = minuteOfDay % 60
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12
  const period = hour24 < 12 ? 'AM' : 'PM'
  return minute === 0 ? `${hour12} ${period}` : `${hour12}:${String(minute).padStart(2, '0')} ${period}`
}

function windowText(window: { opensMinute: number; closesMinute: number }): string {
  return `${formatClockMinute(window.opensMinute)}–${formatClockMinute(window.closesMinute)}`
}

/**
 * The calling status at `now` for a lead in `state` whose ZIP is in `timeZone`. Inside means
 * opens ≤ local time < closes (at 9:00 PM sharp it is already outside).
 */
export function callingStatus(
  state: string,
  timeZone: string,
  now: Date,
  rules: Rules = stateCallingRules,
): CallingStatus {
  const { weekday, minuteOfDay } = partnerLocalClock(timeZone, now)
  const today = callingWindow(state, weekday, rules)
  if (today && minuteOfDay >= today.opensMinute && minuteOfDay < today.closesMinute) {
    return { inside: true, today, text: leadCopy.insideCallingHours(windowText(today)), opensNext: null }
  }
  const text = today
    ? leadCopy.outsideCallingHours(windowText(today))
    : leadCopy.noCallsToday(leadCopy.weekdays[weekday])
  return { inside: false, today, text, opensNext: nextOpening(state, weekday, minuteOfDay, rules) }
}

function nextOpening(state: string, weekday: Weekday, minuteOfDay: number, rules: Rules): string | null {
  const today = callingWindow(state, weekday, rules)
  if (today && minuteOfDay < today.opensMinute)
    return leadCopy.opensNext(formatClockMinute(today.opensMinute), leadCopy.today)
  for (let ahead = 1; ahead <= 7; ahead++) {
    const day = ((weekday + ahead) % 7) as Weekday
    const window = callingWindow(state, day, rules)
    if (window) return leadCopy.opensNext(formatClockMinute(window.opensMinute), leadCopy.weekdays[day])
  }
  return null
}
