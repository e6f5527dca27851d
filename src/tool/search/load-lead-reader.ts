// Loaded on the first block, keeping the phone library out of the tool's start; its own module so a test can hold it back.
export const loadLeadReader = () => import('../../leads/paste/read-lead-block')
