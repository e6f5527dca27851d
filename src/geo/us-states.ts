const STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  MH: 'Marshall Islands',
}

const codeByName = new Map(Object.entries(STATES).map(([code, name]) => [name.toLowerCase(), code]))

export function stateCode(text: string): string | null {
  const cleaned = text.trim().replace(/\./g, '').replace(/\s+/g, ' ')
  const upper = cleaned.toUpperCase()
  if (upper.length === 2 && upper in STATES) return upper
  return codeByName.get(cleaned.toLowerCase()) ?? null
}

export function stateCodesIn(cell: string): string[] {
  const whole = stateCode(cell)
  if (whole) return [whole]
  const codes: string[] = []
  for (const part of cell.split(/[/,;&|]+|\s+and\s+/i)) {
    const code = stateCode(part)
    if (code && !codes.includes(code)) codes.push(code)
  }
  return codes
}

export function leadingState(text: string): { code: string; rest: string } | null {
  const words = text.trim().split(/\s+/)
  // Longest first, so "New Mexico" is one state.
  for (let take = Math.min(3, words.length); take >= 1; take--) {
    const code = stateCode(words.slice(0, take).join(' '))
    if (code) return { code, rest: words.slice(take).join(' ') }
  }
  return null
}

export function trailingState(text: string): { code: string; before: string } | null {
  const words = text.trim().split(/\s+/)
  for (let take = Math.min(3, words.length - 1); take >= 1; take--) {
    const code = stateCode(words.slice(words.length - take).join(' '))
    if (code) return { code, before: words.slice(0, words.length - take).join(' ') }
  }
  return null
}
