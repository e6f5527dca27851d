// The outline topology built from us-atlas at build time (build/us-outlines-plugin.ts).
declare module 'virtual:us-outlines' {
  import type { Topology } from 'topojson-specification'
  const usOutlines: Topology
  export default usOutlines
}
