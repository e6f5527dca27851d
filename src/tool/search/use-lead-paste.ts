// One pasted block (lead-form email, sheet row, CRM card) replaces the whole lead, wherever pasted; Undo brings it back.
import { useRef, useState, type ClipboardEvent, type RefObject } from 'react'
import { isLeadBlock, type PasteField } from '../../leads/paste/is-lead-block'
import { EMPTY_LEAD, type LeadContact } from '../../leads/lead'
import type { GarageSize } from '../../partners/garage-size'
import { serviceKey, type ServiceChoice } from '../../partners/service-choice'
import { loadLeadReader } from './load-lead-reader'

/** Everything a paste replaces and Undo restores. */
interface LeadSnapshot {
  lead: LeadContact
  /** The ZIP box's own text (it may hold an address line), not just the ZIP it searches. */
  zipText: string
  serviceSlug: string | null
  garageSize: GarageSize | null
}

/** What the line under Paste lead says: null for nothing. */
export type PasteNote = 'filled' | 'refused' | 'empty' | 'failed' | null

interface LeadPasteInput {
  lead: LeadContact
  onLeadChange: (lead: LeadContact) => void
  zipInputRef: RefObject<HTMLInputElement | null>
  onZipChange: (zip: string) => void
  serviceChoices: readonly ServiceChoice[]
  serviceSlug: string | null
  garageSize: GarageSize | null
  /** Sets the service and garage size in one navigation. */
  onChoicesChange: (serviceSlug: string | null, garageSize: GarageSize | null) => void
}

export interface LeadPaste {
  /** The paste handler for one box: a block is read into the lead, anything else is left to the box. */
  onPaste: (field: PasteField) => (event: ClipboardEvent<HTMLElement>) => void
  pasteFromClipboard: (button: HTMLElement) => Promise<void>
  note: PasteNote
  undo: () => void
  /** New lead: the note and its Undo go. */
  forget: () => void
  /** Next lead: the claimed lead replaces the lead as a paste does, without Undo (the claim is that lead's). */
  fillLead: (lead: LeadContact, zip: string, service: string, garageSize: GarageSize | null) => void
}

/** Outside the hook: React's rules see a hook argument's DOM node as read-only, and this write is on purpose. */
function writeZipBox(zipBox: HTMLInputElement | null, text: string) {
  if (zipBox) zipBox.value = text
}

export function useLeadPaste(input: LeadPasteInput): LeadPaste {
  const [note, setNote] = useState<PasteNote>(null)
  // The lead before the last paste and where that paste happened; memory only, like the lead.
  const before = useRef<{ snapshot: LeadSnapshot; origin: HTMLElement | null } | null>(null)
  // Only the latest paste fills the lead: an earlier one may still be waiting for the reader to load.
  const latestPaste = useRef(0)

  function apply(snapshot: LeadSnapshot) {
    input.onLeadChange(snapshot.lead)
    // Written in directly: the box shows the ZIP alone, whatever text it held before.
    writeZipBox(input.zipInputRef.current, snapshot.zipText)
    input.onZipChange(snapshot.zipText)
    input.onChoicesChange(snapshot.serviceSlug, snapshot.garageSize)
  }

  async function fill(text: string, origin: HTMLElement | null) {
    const paste = ++latestPaste.current
    let reader: Awaited<ReturnType<typeof loadLeadReader>>
    try {
      reader = await loadLeadReader()
    } catch {
      if (paste === latestPaste.current) setNote('failed')
      return
    }
    if (paste !== latestPaste.current) return
    const pasted = reader.readLeadBlock(text, input.serviceChoices)
    const current: LeadSnapshot = {
      lead: input.lead,
      zipText: input.zipInputRef.current?.value ?? '',
      serviceSlug: input.serviceSlug,
      garageSize: input.garageSize,
    }
    before.current = { snapshot: current, origin }
    apply({
      lead: {
        ...EMPTY_LEAD,
        name: pasted.name,
        phone: pasted.phone,
        email: pasted.email,
        address: pasted.address,
        notes: pasted.notes,
      },
      zipText: pasted.zip || current.zipText,
      serviceSlug: input.serviceChoices.find((choice) => choice.key === pasted.serviceKey)?.slug ?? null,
      garageSize: pasted.garageSize || null,
    })
    setNote('filled')
  }

  return {
    onPaste: (field) => (event) => {
      const text = event.clipboardData.getData('text/plain')
      if (!isLeadBlock(text, field)) return
      event.preventDefault()
      void fill(text, event.currentTarget)
    },
    pasteFromClipboard: async (button) => {
      let text: string
      try {
        text = await navigator.clipboard.readText()
      } catch {
        // No permission, no Clipboard API, or an insecure page: Ctrl+V still works.
        setNote('refused')
        return
      }
      if (text.trim() === '') setNote('empty')
      else await fill(text, button)
    },
    note,
    undo: () => {
      const saved = before.current
      if (!saved) return
      before.current = null
      apply(saved.snapshot)
      setNote(null)
      // The Undo button goes away: focus goes back to where the paste happened.
      const target = saved.origin?.isConnected ? saved.origin : input.zipInputRef.current
      target?.focus()
    },
    forget: () => {
      before.current = null
      setNote(null)
    },
    fillLead: (lead, zip, service, garageSize) => {
      // A paste still reading its lead must not overwrite this one.
      latestPaste.current++
      before.current = null
      setNote(null)
      const key = serviceKey(service)
      apply({
        lead,
        zipText: zip,
        serviceSlug: (key && input.serviceChoices.find((choice) => choice.key === key)?.slug) || null,
        garageSize,
      })
    },
  }
}
