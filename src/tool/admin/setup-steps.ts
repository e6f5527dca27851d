// Which setup steps are done, from the tool's own sheet load, the last `check` and Lead sources.
import { setupChecklistCopy as copy, type SetupMark } from '../../content/setup-checklist-copy'
import type { LeadSourceStats } from '../../leads/lead-intake-contract'
import type { LedgerReply } from '../../ledger-api/ledger-answer'
import { SHIPPED_SCRIPT_VERSION, type CheckAnswer } from '../../ledger-api/ledger-contract'
import { leadAge } from '../../leads/lead-queue-messages'

export interface SetupStep {
  id: string
  mark: SetupMark
  line: string
  instructions: readonly string[]
}

export interface SetupInput {
  online: boolean
  /** The tool's own load of the partner sheet: null while it is not known. */
  sheetLoads: boolean | null
  /** 'none' without a ledger URL and key; undefined before the first check. */
  check: LedgerReply<CheckAnswer> | 'none' | undefined
  /** Lead sources as the owner's key reads them; undefined when not read. */
  sources: readonly LeadSourceStats[] | undefined
  now: number
}

const markOf = (done: boolean | null | undefined): SetupMark => (done == null ? '?' : done ? '✓' : '✗')

function step(id: keyof typeof copy.steps, done: boolean | null | undefined): SetupStep {
  const { line, instructions } = copy.steps[id]
  return { id, mark: markOf(done), line, instructions }
}

/** A refusal for being busy says nothing of the setup; any other, or no answer, says the ledger does not answer. */
function ledgerAnswers(check: SetupInput['check']): boolean | null {
  if (check === undefined) return null
  if (check === 'none' || check.kind === 'unreachable') return false
  if (check.kind === 'refused') return check.error === 'busy' ? null : false
  return true
}

export function requiredSteps({ online, sheetLoads, check }: SetupInput): SetupStep[] {
  // Offline, nothing is known now: the last answers may be out of date.
  const answer = online && check !== undefined && check !== 'none' && check.kind === 'answer' ? check.body : null
  // A setter's key is told nothing of the owner's sender.
  const owner = answer?.role === 'setter' ? null : answer
  return [
    step('sheetLoads', online ? sheetLoads : null),
    step('ledgerAnswers', online ? ledgerAnswers(check) : null),
    step('scriptCurrent', answer && answer.version >= SHIPPED_SCRIPT_VERSION),
    step('consent', answer?.consent == null ? null : answer.consent === 'complete'),
    step('sweeper', owner?.sweeper),
    step('partnerSheet', answer?.partnerSheet?.ok),
    step('timeZone', answer?.timeZone?.ok),
    step('agencyName', owner?.agencyName),
  ]
}

export function advisorySteps({ online, check, sources, now }: SetupInput): SetupStep[] {
  const answer = online && check !== undefined && check !== 'none' && check.kind === 'answer' ? check.body : null
  const setterKeys = answer?.setterKeys
  const steps = [step('replyTo', answer?.replyTo), step('setterKey', setterKeys == null ? null : setterKeys > 0)]
  const { instructions, unknownLine } = copy.steps.leadSources
  if (!online || sources === undefined)
    return [...steps, { id: 'leadSources', mark: '?', line: unknownLine, instructions }]
  const active = sources.filter((source) => source.active)
  return [
    ...steps,
    ...active.map((source): SetupStep => ({
      id: `leadSource:${source.source}`,
      mark: source.lastTestLeadAt ? '✓' : '✗',
      line: source.lastTestLeadAt
        ? copy.sourceTested(source.source, leadAge(now - Date.parse(source.lastTestLeadAt)))
        : copy.sourceNotTested(source.source),
      instructions,
    })),
  ]
}

export const setupComplete = (required: readonly SetupStep[]) => required.every((each) => each.mark === '✓')
