/**
 * The server's modules (each folder of src/modules with its subfolders) form a graph without
 * cycles: a module that needs another imports it, and the other never imports it back, directly
 * or through a third. Run by `pnpm lint`.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycle',
      comment: 'Modules import each other in a cycle; move the shared part down or use an event.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/modules/[^/]+$' },
      to: { path: '^src/modules/[^/]+$', circular: true },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // The composition roots list every module; they are not part of the module graph.
    exclude: {
      path: ['\\.spec\\.ts$', '^src/(main|app\\.module)\\.ts$', '^src/database/(entities|seed-root)\\.ts$'],
    },
  },
};
