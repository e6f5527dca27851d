import type { ReactNode } from 'react'
import type { LedgerErrorCode } from '../../ledger-api/ledger-contract'
import type { LedgerSettings } from '../ledger-link/ledger-client'

/** The error an owner's read throws when the ledger refuses it, with the ledger's code. */
type ReadRefusal = abstract new (...args: never[]) => Error & { refusal: LedgerErrorCode | null }

interface OwnerRead<Answer> {
  ledger: LedgerSettings | null
  query: { data: Answer | undefined; error: Error | null; isPending: boolean }
}

/** An owner's section's read: null when the section is not shown (no ledger, or a setter's key), else what it shows. */
export function ownerRead<Answer>(
  { ledger, query }: OwnerRead<Answer>,
  Refusal: ReadRefusal,
  copy: { outOfDate: string; notRead: (detail: string) => string },
) {
  const refusal = query.error instanceof Refusal ? query.error.refusal : null
  if (!ledger || refusal === 'owner-only') return null
  const problem = refusal === 'bad-request' ? copy.outOfDate : query.error ? copy.notRead(query.error.message) : null
  return { ledger, answer: query.data, problem, pending: query.isPending }
}

interface OwnerSectionProps {
  /** The section's class, and its heading's id before `-heading`. */
  name: string
  heading: string
  intro?: string
  problem: string | null
  children: ReactNode
}

/** An Admin section of the owner's: its heading, an intro, and what went wrong reading it, before its content. */
export function OwnerSection({ name, heading, intro, problem, children }: OwnerSectionProps) {
  return (
    <section className={name} aria-labelledby={`${name}-heading`}>
      <h3 id={`${name}-heading`}>{heading}</h3>
      {intro ? <p className="hint">{intro}</p> : null}
      {problem ? <p className="report-warning">{problem}</p> : null}
      {children}
    </section>
  )
}
