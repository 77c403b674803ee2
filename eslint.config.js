// @ts-check
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The import boundaries of DESIGN.md, as errors. `target` may not import from `from`.
 * Features are src/<feature>/ folders; they share code only through src/skills, src/graph,
 * src/api and src/ui.
 */
const features = ['site', 'planner', 'viewer', 'community', 'account', 'news', 'feedback'];
const boundaryZones = [
  {
    target: './src/skills',
    from: './src',
    except: ['./skills'],
    message: 'src/skills is the pure domain: it imports nothing of ours.',
  },
  { target: './src/skills', from: './server', message: 'src/skills imports nothing of ours.' },
  {
    target: './src/graph',
    from: './src',
    except: ['./graph', './skills', './ui'],
    message: 'src/graph knows no store or HTTP: only src/skills (types) and src/ui.',
  },
  {
    target: './src/api',
    from: './src',
    except: ['./api', './skills'],
    message: 'src/api is the HTTP client and contract: it may use src/skills only.',
  },
  {
    target: './src/ui',
    from: './src',
    except: ['./ui', './skills'],
    message: 'src/ui holds shared presentational pieces: no features, no app.',
  },
  {
    target: './server',
    from: './src',
    except: ['./skills', './api/contract.ts'],
    message: 'The server imports src/skills and the src/api contract only, never React code.',
  },
  ...features.map((feature) => ({
    target: `./src/${feature}`,
    from: './src',
    except: [`./${feature}`, './skills', './graph', './api', './ui'],
    message: 'Features do not import each other or the app: move shared code down.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'var',
      'coverage',
      'test-results',
      'playwright-report',
      'storybook-static',
      'scripts/**/*.d.mts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': 'off',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/**/*.tsx', 'stories/**/*.tsx', 'tests/components/**/*.tsx', '.storybook/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...storybook.configs['flat/recommended'],
);
