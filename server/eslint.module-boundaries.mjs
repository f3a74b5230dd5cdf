// @ts-check
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';
import { TABLES_READ_ACROSS_MODULES } from './module-boundaries.baseline.mjs';

/**
 * Each folder of server/src/modules is a module that owns its tables. Another module imports only
 * the files at its top level, never its entities (`*.entity.ts`, `*.entities.ts`) or its
 * subfolders: it reads through the owner's exported services and changes rows through the owner's
 * methods. The files listed in the baseline still query a table they do not own; the list only
 * shrinks.
 */
export default tseslint.config(
  {
    files: ['server/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'server/tsconfig.json' } },
      'boundaries/elements': [
        { type: 'module', pattern: 'server/src/modules/*', mode: 'folder', capture: ['name'] },
      ],
    },
    rules: {
      'boundaries/entry-point': [
        'error',
        {
          default: 'allow',
          rules: [
            {
              target: ['module'],
              disallow: ['*.entity.ts', '*.entities.ts', '*/**'],
              message: "Another module's tables and subfolders are its own: use a service it exports",
            },
          ],
        },
      ],
    },
  },
  ...TABLES_READ_ACROSS_MODULES.map((file) => ({
    files: [`server/src/modules/${file}`],
    rules: { 'boundaries/entry-point': 'off' },
  })),
);
