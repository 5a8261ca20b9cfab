/**
 * The module boundaries of docs/architecture.md, checked by `npm run lint` (ADR 0016).
 * A module is src/modules/<name>/; others reach it only through its index.ts or client.ts.
 */
const inModule = '^src/modules/([^/]+)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-inner-file',
      comment: 'Another module is imported only through its index.ts or client.ts (docs/architecture.md).',
      severity: 'error',
      from: { path: inModule },
      to: {
        path: inModule,
        pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/(index|client)\\.tsx?$'],
      },
    },
    {
      name: 'outside-into-module-inner-file',
      comment: 'Routes and the rest of src import a module through its index.ts or client.ts.',
      severity: 'error',
      from: {
        path: '^src/',
        pathNot: ['^src/modules/', '^src/payload/', '^src/app/\\(payload\\)/admin/importMap\\.js$'],
      },
      to: { path: inModule, pathNot: '^src/modules/[^/]+/(index|client)\\.tsx?$' },
    },
    {
      name: 'platform-above-modules',
      comment: 'src/platform sits below the modules: it imports no module and not the Payload client.',
      severity: 'error',
      from: { path: '^src/platform/' },
      to: { path: ['^src/modules/', '^src/payload/client\\.ts$', '^src/app/'] },
    },
    {
      name: 'payload-takes-constants-and-hooks',
      comment:
        "Payload's config imports only a module's constants and hook files, so it does not load the modules.",
      severity: 'error',
      from: { path: '^src/payload/' },
      to: { path: inModule, pathNot: '^src/modules/[^/]+/[a-z0-9-]*(constants|hooks)\\.ts$' },
    },
    {
      name: 'no-module-cycle',
      comment: 'Modules do not import each other in a circle, directly or through other files and modules.',
      severity: 'error',
      from: { path: inModule },
      to: { path: inModule, circular: true, viaSomeNot: '^src/modules/$1/' },
    },
    {
      name: 'payload-config-reaches-client',
      comment:
        'Nothing that payload.config.ts loads reaches payload/client.ts, which loads the config: hooks use req.payload.',
      severity: 'error',
      from: { path: '^src/payload/payload\\.config\\.ts$' },
      to: { path: '^src/payload/client\\.ts$', reachable: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^src/payload/migrations/', '^src/payload/payload-types\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
