// The lazy map chunk's entry: everything that needs d3-geo and the outlines.
export { LeadMapDrawing } from './lead-map-drawing'
export { CoverageCanvas } from './coverage-canvas'
