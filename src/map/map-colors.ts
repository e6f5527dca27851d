// Map colours, one place for the SVG lead map and the canvas overview. ACTIVE and PAUSED follow the
// cards' status badges (src/tool/tool.css): green for ACTIVE, grey for PAUSED; PAUSED lines are also dashed.
export const mapColors = {
  water: '#dfeaf0',
  land: '#fbfbf8',
  stateBorder: '#7b8580',
  countyBorder: '#c9cec7',
  lead: '#e07a1f',
  leadOutline: '#7a3a06',
  active: '#1b4d2b',
  activeFill: 'rgba(45, 106, 79, 0.13)',
  paused: '#6b6d68',
  pausedFill: 'rgba(107, 109, 104, 0.10)',
  /** The overview's circles: lighter than the lead map's, as they overlap by the thousand. */
  activeWash: 'rgba(45, 106, 79, 0.04)',
  activeRim: 'rgba(27, 77, 43, 0.28)',
  pausedWash: 'rgba(107, 109, 104, 0.04)',
  pausedRim: 'rgba(107, 109, 104, 0.45)',
  highlight: '#1d4ed8',
  label: '#14213d',
  labelHalo: '#ffffff',
} as const

export const PAUSED_DASH = [5, 4] as const
