// CSV header aliases (SPEC.md §3). A header is lower-cased and trimmed (runs of
// whitespace inside it are also collapsed to one space) and then looked up here.
//
// Decided readings, where §3 is ambiguous:
// - The `notes` overlap: §3 lists `notes` under both `note_banner / note / notes`
//   and `notes_label / notes / extra_notes / extra notes`. We read it as
//     note_banner <- note_banner, note
//     notes_label <- notes_label, notes
//     extra_notes <- extra_notes, extra notes
//   i.e. a `notes` column is the card's Notes row (notes_label), never the banner.
// - `target_area with target_radius_mile`: `target_area` / `target area` hold the
//   area text and a separate `target_radius_mile` column holds the radius. The
//   combined `target area with radius` header holds text such as
//   'Hudson, WI (within 30 miles)'. Every target-area text is parsed for
//   '{area} (... {N} miles)', whichever header it came from.
// - Each Company field name itself (e.g. `service_category`, `zip_codes`,
//   `target_radius_miles`) is also accepted, so a sheet exported with the record's
//   own field names loads; so are the spaced forms of the four underscore-only
//   names in §3 (`status badge`, `note banner`, `schedule label`, `calendar label`),
//   matching how §3 pairs `display_name / display name`.
// - When two headers alias the same field (or a header is repeated), the first
//   column, left to right, whose cell is non-empty in that row wins. Duplicate
//   headers never crash.

import type { Company } from './company'

/** A sheet column's meaning: a Company field, or the ZIP list (which goes into the sheet's ZipIndex). */
export type SheetField = Exclude<keyof Company, 'sheet_row'> | 'zip_codes'

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

/** Lower-case, trim, collapse inner whitespace. */
export function normaliseHeader(header: string): string {
  return header.trim().toLowerCase().replace(/\s+/g, ' ')
}

/** The field a raw header maps to, or undefined. */
export function fieldForHeader(header: string): SheetField | undefined {
  return ALIAS_TO_FIELD.get(normaliseHeader(header))
}

export interface ColumnMap {
  /** For each field, the column indexes that feed it, left to right. */
  columns: Record<SheetField, number[]>
  /** How many columns matched an alias. */
  recognised: number
  /** Non-blank headers (trimmed, as written) that matched no alias. */
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
