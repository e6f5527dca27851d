import { useEffect, useState } from 'react'
import { nextLeadCopy as copy } from '../../content/leads/lead-queue-copy'
import { leadDetails } from '../../geo/lead-details'
import { STRIP_DETAILS } from '../../leads/lead'
import type { ClaimedLead } from '../../ledger-api/ledger-contract'
import type { UsPhone } from '../../leads/paste/us-phone'
import { useZipDataset } from '../zip-data/zip-dataset-queries'

// Its own chunk, shared with the paste reader: the phone library stays out of the tool's start.
const loadPhoneRule = () => import('../../leads/paste/us-phone')

type PhoneRule = (text: string) => UsPhone | null

function usePhoneRule(): PhoneRule | null {
  const [rule, setRule] = useState<PhoneRule | null>(null)
  useEffect(() => {
    let live = true
    void loadPhoneRule().then((module) => live && setRule(() => module.readUsPhone))
    return () => {
      live = false
    }
  }, [])
  return rule
}

function PhoneToDial({ phone, rule }: { phone: string; rule: PhoneRule | null }) {
  const read = rule ? rule(phone) : null
  if (!read) return <span className="lead-strip-phone">{phone}</span>
  return (
    <span className="lead-strip-phone">
      <a href={`tel:${read.e164}`}>{read.formatted}</a>{' '}
      <button
        type="button"
        className="button button-quiet lead-strip-copy"
        onClick={() => void navigator.clipboard?.writeText(read.formatted).catch(() => undefined)}
      >
        {copy.copyPhone}
      </button>
    </span>
  )
}

/** The strip's details (`{Name} · {phone}`), then `{ZIP · Town, ST · h:mm AM/PM zone}`, each part left out when empty. */
export function LeadContactLine({ lead, now }: { lead: ClaimedLead; now: number }) {
  const rule = usePhoneRule()
  const { dataset } = useZipDataset(lead.zip !== '')
  const place = leadDetails(dataset, lead.zip.trim(), new Date(now))
  const parts = [
    ...STRIP_DETAILS.map((field) => {
      const value = lead[field].trim()
      if (!value) return null
      return field === 'phone' ? (
        <PhoneToDial key={field} phone={value} rule={rule} />
      ) : (
        <span key={field}>{value}</span>
      )
    }),
    place?.kind === 'found' ? <span key="place">{place.line}</span> : null,
  ].filter((part) => part !== null)
  if (parts.length === 0) return null
  return (
    <p className="lead-strip-contact">
      {parts.flatMap((part, index) => (index === 0 ? [part] : [copy.partSeparator, part]))}
    </p>
  )
}
