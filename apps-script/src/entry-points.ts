// The script's doors: the only top-level functions of apps-script/ledger.js, each a call into the closure `Ledger_`.
// The build writes their declarations from this list; doors.ts exports a function for each.

interface EntryPoint {
  name: string
  /** The declaration's parameter, or '' for none. */
  parameter: string
  /** Whether the door hands Google what the closure answers (a page, a JSON text, a link's answer). */
  answers: boolean
}

export const ENTRY_POINTS = [
  { name: 'doGet', parameter: 'e', answers: true },
  { name: 'doPost', parameter: 'e', answers: true },
  { name: 'authorize', parameter: '', answers: false },
  { name: 'askFromLink', parameter: 'request', answers: true },
  { name: 'everyFiveMinutes', parameter: '', answers: false },
] as const satisfies readonly EntryPoint[]

export type EntryPointName = (typeof ENTRY_POINTS)[number]['name']
