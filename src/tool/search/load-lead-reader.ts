// The paste reader, loaded with import() on the first block: it brings the phone library, which the tool's start
// does without. Its own module, so a test can hold the load back and prove only the latest paste fills the lead.
export const loadLeadReader = () => import('../../lead-paste/read-lead-block')
