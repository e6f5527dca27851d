import {
  federalCallingDay,
  stateCallingRules,
  type CallingDay,
  type StateCallingRule,
} from '../content/leads/calling-hours'
import { leadCopy } from '../content/leads/lead-copy'
import { partnerLocalClock, type Weekday } from '../partner-time/local-time'

export interface CallingStatus {
  inside: boolean
  /** Minutes since the lead's local midnight; null when no calls are allowed today. */
  today: { opensMinute: number; closesMinute: number } | null
  text: string
  opensNext: string | null
}

type Rules = Readonly<Record<string, StateCallingRule>>

function dayRule(rule: StateCallingRule | undefined, weekday: Weekday): CallingDay | null {
  if (!rule) return federalCallingDay
  return weekday === 0 ? rule.sunday : weekday === 6 ? rule.saturday : rule.weekdays
}

function callingWindow(
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

function formatClockMinute(minuteOfDay: number): string {
  const hour24 = Math.floor(minuteOfDay / 60) % 24
  const minute = minuteOfDay % 60
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12
  const period = hour24 < 12 ? 'AM' : 'PM'
  return minute === 0 ? `${hour12} ${period}` : `${hour12}:${String(minute).padStart(2, '0')} ${period}`
}

function windowText(window: { opensMinute: number; closesMinute: number }): string {
  return `${formatClockMinute(window.opensMinute)}–${formatClockMinute(window.closesMinute)}`
}

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
