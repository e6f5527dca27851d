// CSV header aliases (SPEC.md §3), matched lower-cased, trimmed and with inner whitespace collapsed.
// Where §3 is ambiguous: a `notes` column is the card's Notes row (notes_label), never the banner; every
// Company field name and the spaced form of each underscore name is accepted too; when several columns
// feed one field, the first non-empty cell, left to right, wins.

import type { Company } from './company'

/** A Company field, or the ZIP list (which goes into the sheet's ZipIndex). */
type SheetField = Exclude<keyof Company, 'sheet_row'> | 'zip_codes'

const HEADER_ALIASES: Readonly<Record<SheetField, readonly string[]>> = {
  company_name: ['company_name', 'company name'],
  display_name: ['display_name', 'display name'],
  status_badge: ['status_badge', 'status', 'active', 'status badge'],
  note_banner: ['note_banner', 'note', 'note banner'],
  schedule_label: ['schedule_label', 'schedule label'],
  schedule_url: ['schedule_url', 'schedule url', 'schedule_link'],
  calendar_label: ['calendar_label', 'calendar label'],
  calendar_url: ['calendar_url', 'calendar url'],
  time_zone: ['time_zone', 'time zone'],
  target_area: [
    'target_area',
    'target area',
    'target area with radius',
    'target_area_with_radius',
    'target area (with radius)',
  ],
  target_radius_miles: ['target_radius_mile', 'target_radius_miles'],
  state: ['state'],
  warranty: ['warranty'],
  pricing_1car: ['pricing_1car', 'pricing - 1 car', 'pricing 1 car'],
  pricing_2car: ['pricing_2car', 'pricing - 2 car', 'pricing 2 car'],
  pricing_3car: ['pricing_3car', 'pricing - 3 car', 'pricing 3 car'],
  estimator_name: ['estimator_name', 'estimator', 'estimator name'],
  email: ['email'],
  service_category: ['service category', 'service_category'],
  services_offered: ['services offered', 'services_offered'],
  service_types: ['service_types', 'service types'],
  notes_label: ['notes_label', 'notes'],
  extra_notes: ['extra_notes', 'extra notes'],
  zip_codes: ['zip code', 'zip codes', 'zips', 'zip_codes'],
  hours: ['hours', 'business hours'],
  project_types: ['project types', 'project_types'],
  booking_answers: ['booking answers', 'booking_answers'],
  priority: ['priority', 'rank'],
  weekly_cap: ['weekly cap', 'weekly_cap', 'cap'],
  price_per_quote: ['price per quote', 'price_per_quote', 'quote price'],
  quote_email: ['quote email', 'quote_email'],
}

const SHEET_FIELDS = Object.keys(HEADER_ALIASES) as SheetField[]

const ALIAS_TO_FIELD: ReadonlyMap<string, SheetField> = (() => {
  const m = new Map<string, SheetField>()
  for (const field of SHEET_FIELDS) {
    for (const alias of HEADER_ALIASES[field]) {
      if (m.has(alias)) throw new Error(`Duplicate header alias ${alias}`)
      m.set(alias, field)
    }
  }
  return m
})()

/** @internal The header tests check the matching rule on its own. */
export function normaliseHeader(header: string): string {
  return header.trim().toLowerCase().replace(/\s+/g, ' ')
}

/** @internal The header tests check each alias without building a sheet. */
export function fieldForHeader(header: string): SheetField | undefined {
  return ALIAS_TO_FIELD.get(normaliseHeader(header))
}

export interface ColumnMap {
  columns: Record<SheetField, number[]>
  recognised: number
  unmatched: string[]
}

export function mapColumns(headerRow: readonly string[]): ColumnMap {
  const columns = {} as Record<SheetField, number[]>
  for (const f of SHEET_FIELDS) columns[f] = []
  let recognised = 0
  const unmatched: string[] = []
  for (let i = 0; i < headerRow.length; i++) {
    const raw = headerRow[i] ?? ''
    const field = fieldForHeader(raw)
    if (field) {
      columns[field].push(i)
      recognised++
    } else if (raw.trim() !== '') {
      unmatched.push(raw.trim())
    }
  }
  return { columns, recognised, unmatched }
}
