// @ts-check
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

/**
 * Each folder of server/src/modules is a module that owns its tables. Another module imports only
 * the files at its top level, never its entities (`*.entity.ts`, `*.entities.ts`) or its
 * subfolders: it reads through the owner's exported services and changes rows through the owner's
 * methods.
 */
export default tseslint.config({
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
});
