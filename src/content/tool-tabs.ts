// The tool's tabs, in order. Kept apart from the rest of the copy: the router reads it to validate `?tab=`.
export const toolTabs = [
  { id: 'search', label: 'Search' },
  { id: 'training', label: 'Training' },
  { id: 'scripts', label: 'Scripts' },
  { id: 'checklist', label: 'Daily Checklist' },
  { id: 'logins', label: 'Login Info' },
  { id: 'guidelines', label: 'Customer Service Guidelines' },
  { id: 'getting-started', label: 'Getting Started' },
  { id: 'admin', label: 'Admin', badge: 'Owner Only' },
] as const

export type ToolTabId = (typeof toolTabs)[number]['id']
