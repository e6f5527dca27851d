// Import rules ESLint cannot see: no cycles in src/ (type-only imports count, so tsPreCompilationDeps), and the
// setter tool's feature folders importing one way only. Run by `npm run lint`; proved by tests/unit/import-boundaries.test.ts.

/** src/tool's folders, lowest first: a folder imports only folders before it (and its own files). */
const TOOL_LAYERS = [
  'ui',
  'zip-data',
  'booking',
  'map',
  'sheet-load',
  'partner-card',
  'panels',
  'lead-queue',
  'search',
  'admin',
  'app',
]

const layerRules = TOOL_LAYERS.map((folder, rank) => ({
  name: `tool-${folder}-imports-downward`,
  comment: `src/tool/${folder}/ imports only these feature folders: ${TOOL_LAYERS.slice(0, rank).join(', ') || 'none'}.`,
  severity: 'error',
  from: { path: `^src/tool/${folder}/` },
  to: { path: `^src/tool/(?!(?:${[...TOOL_LAYERS.slice(0, rank), folder].join('|')})/)` },
}))

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle makes a feature impossible to change alone.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/routeTree\\.gen\\.ts$' },
      to: { circular: true, viaOnly: { pathNot: '^src/routeTree\\.gen\\.ts$' } },
    },
    ...layerRules,
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/routeTree\\.gen\\.ts$' },
    moduleSystems: ['es6'],
  },
}
