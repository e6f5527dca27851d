// The owner-only `leadSources` (what Admin's Lead sources section shows) and `sourceKey` (one key, for Copy).
import { weekStart } from '../../../src/partner-time/agency-week'
import {
  INTAKE_CLOSED,
  type LeadSourcesAnswer,
  type LeadSourceStats,
  type SourceKeyAnswer,
} from '../../../src/leads/lead-intake-contract'
import { cellText } from '../../../src/sheet-cell'
import { ALERT_FAILED_PROPERTY } from './lead-alert'
import { refusalCount } from './lead-intake'
import { INTAKE_LEAD_COLUMNS } from './lead-intake-tabs'
import { readSources } from './lead-sources'
import { LEADS_TAB } from './lead-tabs'
import { agencyTimeZone, scriptProperty } from '../platform/script-properties'
import { findTab, isoOrEmpty, readWindows, timeCell, type Spreadsheet } from '../platform/tabs'

/** At most this many email-only leads are listed a source, the latest. */
const EMAIL_ONLY_LISTED = 20

const maskedKey = (key: string) => (key.length < 4 ? '…' : `…${key.slice(-4)}`)

function storedJson<T>(name: string, fallback: T): T {
  try {
    return (JSON.parse(scriptProperty(name) || 'null') as T | null) ?? fallback
  } catch {
    return fallback
  }
}

/** Reads the Sources tab, then Source, Arrived At, Closed and Lead ID of every lead row. */
export function leadSources(spreadsheet: Spreadsheet): LeadSourcesAnswer {
  const stats = new Map<string, LeadSourceStats>()
  for (const row of readSources(spreadsheet))
    stats.set(row.source, {
      source: row.source,
      active: row.active,
      maskedKey: maskedKey(row.key),
      problem: row.problem ?? '',
      lastLeadAt: '',
      lastTestLeadAt: '',
      leadsThisWeek: 0,
      emailOnly: [],
    })
  const leads = findTab(spreadsheet, LEADS_TAB, INTAKE_LEAD_COLUMNS)
  const last = leads ? leads.sheet.getLastRow() : 0
  const rows = leads && last >= 2 ? readWindows(leads, ['source', 'arrivedAt', 'closed', 'leadId'], [[2, last]]) : {}
  const weekFrom = weekStart(Date.now(), agencyTimeZone())
  for (const cells of Object.values(rows)) {
    const source = stats.get(cellText(cells.source).trim())
    const arrivedAt = timeCell(cells.arrivedAt)
    if (!source || Number.isNaN(arrivedAt)) continue
    const closed = cellText(cells.closed).trim()
    const at = new Date(arrivedAt).toISOString()
    if (closed === INTAKE_CLOSED.test) {
      if (at > source.lastTestLeadAt) source.lastTestLeadAt = at
      continue
    }
    if (at > source.lastLeadAt) source.lastLeadAt = at
    if (arrivedAt >= weekFrom) source.leadsThisWeek++
    if (closed === INTAKE_CLOSED.noPhone)
      source.emailOnly.push({ leadId: cellText(cells.leadId).trim(), arrivedAt: at })
  }
  for (const source of stats.values())
    source.emailOnly = source.emailOnly.sort((a, b) => (a.arrivedAt < b.arrivedAt ? 1 : -1)).slice(0, EMAIL_ONLY_LISTED)
  const refused = refusalCount()
  const failed = storedJson<{ status?: number; at?: string } | null>(ALERT_FAILED_PROPERTY, null)
  return {
    ok: true,
    sources: [...stats.values()],
    webAppUrl: scriptProperty('WEB_APP_URL'),
    refused: {
      count: refused.count,
      reason: refused.reason,
      at: isoOrEmpty(timeCell(refused.at)),
      since: isoOrEmpty(timeCell(refused.since)),
    },
    alertFailed: failed ? { status: Number(failed.status) || 0, at: isoOrEmpty(timeCell(failed.at)) } : null,
  }
}

/** One source's key, for the owner's Copy: never part of `leadSources`. */
export function sourceKey(spreadsheet: Spreadsheet, source: unknown): SourceKeyAnswer {
  const name = typeof source === 'string' ? source.trim() : ''
  const row = readSources(spreadsheet).find((each) => each.source === name)
  return row && name !== '' ? { ok: true, source: row.source, key: row.key } : { ok: false, error: 'not-found' }
}
