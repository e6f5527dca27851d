// Import rules ESLint cannot see: no cycles (type-only imports count, so tsPreCompilationDeps), and each layer's
// folders importing one way only. Run by `npm run lint`; proved by tests/unit/import-boundaries.test.ts.

/** Folders lowest first: a folder imports only the folders before it in its list (and its own files). */
const RANKS = {
  // The business's nouns in the framework-free core; `ledger-api` is the wire that speaks for all of them.
  src: ['partners', 'bookings', 'refunds', 'leads', 'ledger-api'],
  'src/tool': [
    'ui',
    'zip-data',
    'ledger-link',
    'bookings',
    'map',
    'partners',
    'panels',
    'leads',
    'search',
    'admin',
    'app',
  ],
  'apps-script/src': ['platform', 'partners', 'bookings', 'refunds', 'leads'],
}

const rankRules = Object.entries(RANKS).flatMap(([layer, folders]) =>
  folders.map((folder, rank) => ({
    name: `${layer.replace(/\//g, '-')}-${folder}-imports-downward`,
    comment: `${layer}/${folder}/ imports only these folders of ${layer}/: ${folders.slice(0, rank).join(', ') || 'none'}.`,
    severity: 'error',
    from: { path: `^${layer}/${folder}/` },
    to: { path: `^${layer}/(?:${folders.filter((_, other) => other > rank).join('|')})/` },
  })),
)

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle makes a feature impossible to change alone.',
      severity: 'error',
      from: { path: '^(src|apps-script/src)/', pathNot: '^src/routeTree\\.gen\\.ts$' },
      to: { circular: true, viaOnly: { pathNot: '^src/routeTree\\.gen\\.ts$' } },
    },
    ...rankRules.filter((rule) => !rule.to.path.endsWith('(?:)/')),
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/routeTree\\.gen\\.ts$' },
    moduleSystems: ['es6'],
  },
}
