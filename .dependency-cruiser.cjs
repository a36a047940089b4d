// Architecture rules, checked by `npm run lint` (DESIGN §3, STYLE.md):
// no cycles; workspaces import only downward; a web feature never imports another feature
// (only web/src/app combines them); every package a workspace imports is in its package.json.
//
//   web ─────────────────────────────▶ contract
//   api ──▶ workers ──▶ db, clickhouse ──▶ contract
//   api ──▶ db, clickhouse, contract
const workspaces = ['contract', 'db', 'clickhouse', 'workers', 'api', 'web'];
const allowedBelow = {
  contract: [],
  db: ['contract'],
  clickhouse: ['contract'],
  workers: ['db', 'clickhouse', 'contract'],
  api: ['db', 'clickhouse', 'workers', 'contract'],
  web: ['contract'],
};

const layerRules = workspaces.map((from) => {
  const forbidden = workspaces.filter((to) => to !== from && !allowedBelow[from].includes(to));
  return {
    name: `layers-${from}`,
    comment: `${from} may import only ${allowedBelow[from].join(', ') || 'itself'} among the workspaces`,
    severity: 'error',
    from: { path: `^${from}/` },
    // A workspace reached by its package name resolves to node_modules/@lumen/<name>/ (see
    // preserveSymlinks below), one reached by a relative path to <name>/.
    to: { path: `^(node_modules/@lumen/)?(${forbidden.join('|')})/` },
  };
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Import cycles make modules impossible to load, test or change on their own.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    {
      name: 'web-feature-isolation',
      comment: 'A web feature never imports another feature; web/src/app combines them.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-shared-code-stays-below-features',
      comment: 'components/, lib/ and api/ serve every feature, so they cannot import one.',
      severity: 'error',
      from: { path: '^web/src/(components|lib|api)/' },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'no-undeclared-packages',
      comment: "Every package a workspace imports is declared in that workspace's package.json.",
      severity: 'error',
      from: { pathNot: '^(scripts|eslint\\.config|vitest\\.config)' },
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|data|coverage)/' },
    tsPreCompilationDeps: true,
    // The root package.json holds the shared dev tools (vitest, playwright-core, tsx); each workspace
    // declares what its own code imports.
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    // Keep workspace packages under node_modules/@lumen/ so that they count as packages, which
    // no-undeclared-packages checks against the importing workspace's package.json.
    preserveSymlinks: true,
  },
};
