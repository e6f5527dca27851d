// A request replayed against a fresh script with the owner's hand in the sheet (a sort, a move, an inserted row)
// just before each of its sheet calls in turn.
import type { LedgerScript, SheetCall } from '../../scripts/support/apps-script-double'

/** The request's sheet calls, in order, on the script `fresh` makes: the moments a hand in the sheet can fall at. */
export function sheetCallsOf(script: () => LedgerScript, request: () => unknown, fresh: () => void): SheetCall[] {
  fresh()
  const calls: SheetCall[] = []
  script().beforeSheetCall = (call) => void calls.push(call)
  request()
  script().beforeSheetCall = null
  return calls
}

/** Runs the request on the script `fresh` makes, with `hand` done just before its sheet call number `moment`. */
export function withHandAt(
  script: () => LedgerScript,
  { moment, hand }: { moment: number; hand: () => void },
  request: () => unknown,
  fresh: () => void,
): unknown {
  fresh()
  let seen = 0
  script().beforeSheetCall = () => void (seen++ === moment && hand())
  const answer = request()
  script().beforeSheetCall = null
  return answer
}
