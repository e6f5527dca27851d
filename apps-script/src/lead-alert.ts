// The team chat's alert: one POST to LEAD_ALERT_URL (a Slack or Google Chat incoming webhook) per lead offered, with
// no detail of the lead's own; one that fails never loses the lead, and Admin shows the last failure.
import { cellText } from '../../src/ledger/sheet-cell'
import { leadAlertText } from '../../src/lead-queue/lead-intake'
import { attemptsCount, doNotCallPhones, LEADS_TAB } from './lead-tabs'
import { INTAKE_LEAD_COLUMNS } from './lead-intake-tabs'
import { leadPhoneOfCell } from '../../src/lead-queue/lead-row'
import { isoNow } from './script-lock'
import { scriptProperty, setScriptProperty } from './script-properties'
import { columnCells, findTab, readWindows, windowsOf, type Spreadsheet } from './tabs'

export const ALERT_FAILED_PROPERTY = 'LEAD_ALERT_FAILED'

/** An incoming webhook's URL: https only (http://127.0.0.1 for the project's tests, as WEB_APP_URL). */
export const isAlertUrl = (url: string) => /^https:\/\/[^\s/]+\//.test(url) || /^http:\/\/127\.0\.0\.1:\d+\//.test(url)

/** Posts `New lead from …` for one lead offered; stores the failure (its status, 0 for no answer) or clears it. */
export function alertLeadOffered(spreadsheet: Spreadsheet, lead: { source: string; service: string; zip: string }) {
  const url = scriptProperty('LEAD_ALERT_URL').trim()
  if (!isAlertUrl(url)) return
  const text = leadAlertText(lead.source, lead.service, lead.zip, leadsWaiting(spreadsheet))
  let status = 0
  try {
    const response = UrlFetchApp.fetch(url, {
      method: 'post',
      contentType: 'application/json',
      payload: JSON.stringify({ text }),
      muteHttpExceptions: true,
    })
    status = response.getResponseCode()
  } catch {
    status = 0
  }
  const failed = status < 200 || status > 299
  if (failed) setScriptProperty(ALERT_FAILED_PROPERTY, JSON.stringify({ status, at: isoNow() }))
  else if (scriptProperty(ALERT_FAILED_PROPERTY) !== '') setScriptProperty(ALERT_FAILED_PROPERTY, '')
}

/** Open leads never attempted, their phone not on Do Not Call: reads Closed whole, then 3 cells an open lead. */
function leadsWaiting(spreadsheet: Spreadsheet): number {
  const leads = findTab(spreadsheet, LEADS_TAB, INTAKE_LEAD_COLUMNS)
  const closed = leads && columnCells(leads, 'closed')
  if (!leads || !closed) return 0
  const open: number[] = []
  closed.forEach((cell, i) => cellText(cell).trim() === '' && open.push(i + 2))
  const cells = readWindows(leads, ['phone', 'zip', 'attempts'], windowsOf(open, open.length))
  const blocked = doNotCallPhones(spreadsheet)
  let waiting = 0
  for (const row of open) {
    const lead = cells[row]!
    const phone = leadPhoneOfCell(lead.phone)
    const reachable = phone !== '' || cellText(lead.zip).trim() !== ''
    if (reachable && attemptsCount(lead.attempts) === 0 && !blocked[`:${phone}`]) waiting++
  }
  return waiting
}
