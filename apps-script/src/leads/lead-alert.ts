// The team chat's alert: one POST to LEAD_ALERT_URL (a Slack or Google Chat incoming webhook) per lead offered, with
// no detail of the lead's own; one that fails never loses the lead, and Admin shows the last failure.
import { leadAlertText } from '../../../src/leads/lead-intake'
import { isoNow } from '../platform/script-lock'
import { scriptProperty, setScriptProperty } from '../platform/script-properties'

export interface OfferedLead {
  source: string
  service: string
  zip: string
  /** Open leads never attempted, this one included, their phone not on Do Not Call. */
  waiting: number
}

export const ALERT_FAILED_PROPERTY = 'LEAD_ALERT_FAILED'
/** The status Admin reads as an alert that got no answer at all. */
const NO_ANSWER = 0

/** An incoming webhook's URL: https only (http://127.0.0.1 for the project's tests, as WEB_APP_URL). */
const isAlertUrl = (url: string) => /^https:\/\/[^\s/]+\//.test(url) || /^http:\/\/127\.0\.0\.1:\d+\//.test(url)

/** Posts `New lead from …` for one lead offered; stores a new failure (its status, NO_ANSWER without one) or clears it: a property written only when it changes. */
export function alertLeadOffered(lead: OfferedLead) {
  const url = scriptProperty('LEAD_ALERT_URL').trim()
  if (!isAlertUrl(url)) return
  let status = NO_ANSWER
  try {
    const response = UrlFetchApp.fetch(url, {
      method: 'post',
      contentType: 'application/json',
      payload: JSON.stringify({ text: leadAlertText(lead.source, lead.service, lead.zip, lead.waiting) }),
      muteHttpExceptions: true,
    })
    status = response.getResponseCode()
  } catch {
    status = NO_ANSWER
  }
  const stored = scriptProperty(ALERT_FAILED_PROPERTY)
  if (status >= 200 && status <= 299) {
    if (stored !== '') keepNote(ALERT_FAILED_PROPERTY, '')
  } else if (storedStatus(stored) !== status) keepNote(ALERT_FAILED_PROPERTY, JSON.stringify({ status, at: isoNow() }))
}

/** The failure stored, whose time is when alerts began failing with that status; null when none is. */
function storedStatus(stored: string): number | null {
  try {
    const failed = JSON.parse(stored || 'null') as { status?: unknown } | null
    return failed && typeof failed.status === 'number' ? failed.status : null
  } catch {
    return null
  }
}

/** A note for Admin in Script Properties: a write refused (its daily quota spent) never costs a lead its answer. */
function keepNote(name: string, value: string) {
  try {
    setScriptProperty(name, value)
  } catch {
    // Admin shows the last note it has; the lead itself is filed already, or refused.
  }
}
