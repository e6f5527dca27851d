// While `Alert me when a lead arrives` is on, `queue` is read once a minute on every tab and while hidden; each new
// lead is announced by the service worker, without the lead's name, phone, email or address. The window's title and
// the installed tool's badge count what the Search tab's `Leads waiting` line counts, from whichever read came last.
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { leadAlertCopy as copy } from '../../content/leads/lead-sources-copy'
import type { ToolTabId } from '../../content/tool-tabs'
import { newArrivals } from '../../leads/lead-arrivals'
import { SHOW_SEARCH_MESSAGE } from '../../pwa/show-search-tab'
import type { QueuedLead } from '../../leads/queued-lead'
import { leadAlertsOn } from '../../storage/lead-alert-setting'
import { usePersistedValue } from '../../storage/use-persisted-value'
import { useLedgerKeyHolder, useLedgerSettings } from '../ledger-link/ledger-settings'
import { useZipDataset } from '../zip-data/zip-dataset-queries'
import { leadQueueQueryOptions, queueViewAt } from './api'

const COUNT_PREFIX = /^\(\d+\) /

async function announce(lead: QueuedLead) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return
  const registration = await navigator.serviceWorker?.getRegistration()
  await registration?.showNotification(copy.title, {
    body: copy.body(lead.service, lead.zip, lead.source),
    tag: `lead-${lead.leadId}`,
  })
}

function showWaiting(waiting: number) {
  document.title = copy.windowTitle(waiting, document.title.replace(COUNT_PREFIX, ''))
  if (!('setAppBadge' in navigator)) return
  const badge = waiting > 0 ? navigator.setAppBadge(waiting) : navigator.clearAppBadge()
  badge.catch(() => undefined)
}

export function LeadAlerts({ onSelectTab }: { onSelectTab: (tab: ToolTabId) => Promise<void> }) {
  const on = usePersistedValue(leadAlertsOn)
  const ledger = useLedgerSettings()
  const holder = useLedgerKeyHolder()
  const { dataset } = useZipDataset(on && ledger !== null)
  const query = useQuery({
    ...leadQueueQueryOptions(ledger?.url ?? ''),
    enabled: on && ledger !== null,
    refetchIntervalInBackground: true,
  })
  const leads = ledger ? query.data : undefined
  const seen = useRef<Set<string> | null>(null)

  useEffect(() => void leadAlertsOn.load(), [])

  // The first answer is the baseline: only a lead that was not in the previous answer is news.
  useEffect(() => {
    if (!leads) return
    if (on && seen.current) for (const lead of newArrivals(seen.current, leads, Date.now())) void announce(lead)
    seen.current = new Set(leads.map((lead) => lead.leadId))
  }, [leads, on])

  const waiting = leads ? queueViewAt(leads, query.dataUpdatedAt, holder, dataset).waiting.length : 0
  useEffect(() => showWaiting(waiting), [waiting])

  useEffect(() => {
    const worker = navigator.serviceWorker
    if (!worker) return
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === SHOW_SEARCH_MESSAGE) void onSelectTab('search')
    }
    worker.addEventListener('message', onMessage)
    return () => worker.removeEventListener('message', onMessage)
  }, [onSelectTab])

  return null
}
