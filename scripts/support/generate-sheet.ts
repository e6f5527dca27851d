// Deterministic generator of a large partner sheet in Google's CSV-export shape:
// CRLF line endings, fields quoted only when they need it (',', '"', newlines),
// doubled quotes, ZIP lists with mixed separators (', ', ';', '|', ' ').
// Pure (no Node or DOM imports) so unit tests, the benchmark and browser tests can
// all reuse it.

export interface GenerateSheetOptions {
  companies: number
  zipsPerCompany: number
  seed: number
  /** How many distinct ZIPs the companies draw from (default 40,000). */
  zipPoolSize?: number
}

export const GENERATED_HEADERS = [
  'Company Name',
  'Display Name',
  'Status',
  'Note',
  'Schedule Label',
  'Schedule URL',
  'Calendar Label',
  'Calendar URL',
  'Time Zone',
  'Target Area',
  'Target_Radius_Mile',
  'State',
  'Warranty',
  'Pricing - 1 Car',
  'Pricing - 2 Car',
  'Pricing - 3 Car',
  'Estimator',
  'Email',
  'Service Category',
  'Services Offered',
  'Service Types',
  'Notes',
  'Extra Notes',
  'Zip Codes',
  'Business Hours',
  'Project Types',
] as const

/** mulberry32: small, fast, seedable. Returns floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The ZIP pool the generator draws from (distinct 5-digit strings, deterministic). */
export function generateZipPool(size: number, seed: number): string[] {
  const rnd = seededRandom(seed ^ 0x5eed)
  const seen = new Set<string>()
  const pool: string[] = []
  const n = Math.min(size, 90000)
  while (pool.length < n) {
    const zip = String(10000 + Math.floor(rnd() * 90000))
    if (!seen.has(zip)) {
      seen.add(zip)
      pool.push(zip)
    }
  }
  return pool
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

const WORDS = [
  'Acme',
  'Summit',
  'River',
  'Oak',
  'Prairie',
  'Lakeside',
  'North',
  'Valley',
  'Granite',
  'Cedar',
  'Pine',
  'Metro',
]
const KINDS = ['Coatings', 'Painting', 'Tree Service', 'Concrete', 'Exteriors', 'Garage Floors']
const STATES = ['WI', 'MN', 'IA', 'IL', 'MI', 'TX', 'FL', 'CO']
const ZONES = ['America/Chicago', 'America/New_York', 'America/Denver', 'America/Los_Angeles']
const STATUSES = ['YES', 'Active', 'TRUE', '1', 'no', 'PAUSED', '']
const SEPARATORS = [', ', ';', '|', ' ', ',', '; ', ' | ']

/** Builds the CSV text. The same options always give the same text. */
export function generateSheetCsv(options: GenerateSheetOptions): string {
  const { companies, zipsPerCompany, seed } = options
  const rnd = seededRandom(seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!
  const pool = generateZipPool(options.zipPoolSize ?? 40000, seed)
  const lines: string[] = [GENERATED_HEADERS.map(csvField).join(',')]
  for (let i = 0; i < companies; i++) {
    const name = `${pick(WORDS)} ${pick(KINDS)} #${i + 1}`
    const state = pick(STATES)
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    let zips = ''
    for (let z = 0; z < zipsPerCompany; z++) {
      if (z > 0) zips += pick(SEPARATORS)
      zips += pool[Math.floor(rnd() * pool.length)]!
    }
    const fields = [
      name,
      rnd() < 0.3 ? `${name}, LLC` : '',
      pick(STATUSES),
      rnd() < 0.2 ? 'Call before 5pm, "no weekends"' : '',
      rnd() < 0.5 ? 'Book Estimate' : '',
      rnd() < 0.8 ? `https://calendly.com/${slug}/estimate?utm_source=sheet&i=${i}` : '',
      '',
      `https://calendar.example.com/${slug}`,
      pick(ZONES),
      `${pick(WORDS)}ville, ${state} (within ${5 + Math.floor(rnd() * 60)} miles)`,
      rnd() < 0.5 ? String(5 + Math.floor(rnd() * 60)) : '',
      state,
      rnd() < 0.5 ? '5 years, "transferable"' : 'Lifetime',
      `$${2000 + Math.floor(rnd() * 2000)}`,
      `$${3000 + Math.floor(rnd() * 3000)}`,
      `$${4000 + Math.floor(rnd() * 4000)}`,
      `${pick(WORDS)} ${pick(WORDS)}son`,
      `estimates@${slug}.example.com`,
      pick(KINDS),
      'Garage floors, patios, basements\nand pool decks',
      'Residential/Commercial/Industrial',
      rnd() < 0.3 ? 'Ask for "Dave", the owner' : '',
      rnd() < 0.1 ? 'Multi-line\r\nnote, with comma' : '',
      zips,
      'Mon–Fri 8am–6pm, Sat 9am–1pm',
      'Epoxy; Polyaspartic; Flake',
    ]
    lines.push(fields.map(csvField).join(','))
  }
  return lines.join('\r\n') + '\r\n'
}
