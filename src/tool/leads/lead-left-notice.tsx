import { useExternalStore } from '../../use-external-store'
import { leadLeft } from './lead-on-screen'

/** Where the strip was, when the ledger gave up this setter's lead without a call recorded here. */
export function LeadLeftNotice() {
  const notice = useExternalStore(leadLeft)
  return notice ? (
    <p className="lead-strip-warning" role="alert">
      {notice}
    </p>
  ) : null
}
