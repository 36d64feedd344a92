// `npm run lint`: ESLint over the whole repository (flat config, ESLint 9).
// Formatting is Prettier's job (`npm run format`), so no rule here is about layout.
// Every rule kept is an error: `eslint .` exits non-zero on any finding, and `npm test` stops on it.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Parse a posted form through parseForm (app/infra/parse-form.ts): its field names checked first, its
 * failed reply echoing only the schema's fields. Components keep parseWithZod for the browser's checks. */
const parseFormOnly = {
  name: '@conform-to/zod/v4',
  importNames: ['parseWithZod'],
  message: 'Parse a posted form with parseForm from ~/infra/parse-form.',
}

/** A folder of the app, as an import names it: `~/<folder>/…` or any relative path through `<folder>/`. */
const named = (folder) => [
  `~/${folder}`,
  `~/${folder}/**`,
  `**/app/${folder}`,
  `**/app/${folder}/**`,
  `../${folder}/**`,
  `../../${folder}/**`,
]

// `import { z } from 'zod'` keeps the whole namespace, every language's messages included: 92 KB (gzip) in
// the browser instead of 32 KB for the submission form's checks.
const zodWhole = {
  selector:
    "ImportDeclaration[source.value=/^zod/][importKind!='type'] > ImportSpecifier[imported.name='z'][importKind!='type']",
  message: "Import Zod as `import * as z from 'zod'`, which the bundler can trim to what is used.",
}

// An icon imported on its own becomes a file of its own in the build, one more for a phone to wait for.
const iconAlone = {
  selector: 'ImportDeclaration[source.value=/^lucide-react.icons/]',
  message: 'Draw an icon by its name (`<Icon name="x" />`, app/components/ui/icons.tsx), where it is added.',
}

export default tseslint.config(
  {
    // Generated or local-only folders (see .gitignore), and the migrations drizzle-kit writes.
    ignores: [
      'build/',
      'public/build/',
      '.cache/',
      'data/',
      'backups/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'tests/.tmp/',
      'bench/trivial/build/',
      'bench/trivial/public/build/',
      'bench/trivial/.cache/',
      'db/migrations/',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    // Plain JavaScript runs in Node: the server, the scripts, the config files.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // The app runs in both places: the browser and Remix's server render.
    files: ['app/**', 'bench/trivial/app/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // The judges' service worker runs in the browser's worker, after Workbox's builds (docs/decisions/0013).
    files: ['app/service-worker/**'],
    languageOptions: { globals: { ...globals.serviceworker, workbox: 'readonly' } },
  },

  {
    files: ['app/**/*.{ts,tsx}', 'bench/trivial/app/**/*.{ts,tsx}'],
    ...react.configs.flat.recommended,
    settings: { react: { version: 'detect' } },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'bench/trivial/app/**/*.{ts,tsx}'],
    ...react.configs.flat['jsx-runtime'],
  },
  {
    files: ['app/**/*.{ts,tsx}', 'bench/trivial/app/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['app/**/*.{ts,tsx}', 'bench/trivial/app/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },

  {
    rules: {
      // A leading underscore marks a parameter or binding that is unused on purpose (as tsc's
      // noUnusedParameters allows); `catch {}` without a binding needs no exception.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'bench/trivial/app/**/*.{ts,tsx}'],
    rules: {
      // The plugin's default is a warning, which `eslint .` would let through.
      'react-hooks/exhaustive-deps': 'error',
      // Off: one of the React Compiler checks (this React 18 app has no compiler). Its only hits were
      // deliberate: useHydrated's render after hydration, and state reset from the URL or a new flash
      // notice on navigation. Rewriting those as render-time updates changes browser behaviour for
      // no gain, and only the Playwright suite would see it.
      'react-hooks/set-state-in-effect': 'off',
      // Down to '>' and '}' (a stray one is a typo for JSX); apostrophes and quotes in English copy
      // are plain text and need no &apos;.
      'react/no-unescaped-entities': ['error', { forbid: ['>', '}'] }],
      'no-restricted-syntax': ['error', zodWhole, iconAlone],
    },
  },
  {
    // The one file that names Lucide's icons (app/components/ui/icons.tsx).
    files: ['app/components/ui/icons.tsx'],
    rules: { 'no-restricted-syntax': ['error', zodWhole] },
  },
  // The layers (docs/architecture.md): an import runs down, never up. Each zone lists what its files may not
  // import, as the import is written: through the `~/` alias or a relative path. ESLint's own rule, so the
  // lint needs no resolver and stays fast; the rule for parsing a posted form rides along, since a file has
  // one set of restricted imports.
  ...layers(),
)

function layers() {
  const up = (message, folders) => ({ group: folders.flatMap(named), message })
  const zones = [
    {
      files: ['app/components/**'],
      patterns: [
        up('A component may not import a page: move what both need into app/features/.', ['routes', 'root']),
      ],
    },
    {
      files: ['app/features/**'],
      patterns: [
        up('A part may not import a page or a component: pages call parts, not the other way round.', [
          'routes',
          'root',
          'components',
        ]),
      ],
    },
    {
      files: ['app/infra/**'],
      patterns: [
        up('Infrastructure may not import a part, a component or a page: it knows no rule of the product.', [
          'features',
          'components',
          'routes',
          'root',
        ]),
      ],
    },
    {
      files: ['app/utils/**', 'app/content/**', 'app/i18n/**'],
      patterns: [
        up('app/utils/, app/content/ and app/i18n/ are the bottom: they import nothing above them.', [
          'infra',
          'features',
          'components',
          'routes',
          'root',
        ]),
        {
          group: ['**/db/**', '**/server/**'],
          message: 'app/utils/, app/content/ and app/i18n/ are the bottom: no database, no server.',
        },
      ],
    },
    {
      files: ['db/**'],
      patterns: [
        {
          group: [
            '~/**',
            ...['features', 'infra', 'components', 'routes', 'content', 'root'].map((f) => `../app/${f}*`),
            ...['features', 'infra', 'components', 'routes', 'content'].map((f) => `../app/${f}/**`),
          ],
          message: 'db/ imports nothing from the app but its pure helpers in app/utils/.',
        },
      ],
    },
  ]
  const serverCode = ['app/routes/**', 'app/features/**', 'app/infra/**', 'app/**/*.server.{ts,tsx}']
  const configs = zones.map(({ files, patterns }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        files.some((f) => serverCode.includes(f)) ? { paths: [parseFormOnly], patterns } : { patterns },
      ],
    },
  }))
  // parseForm itself is made of parseWithZod.
  configs.push({
    files: ['app/infra/parse-form.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: zones[2].patterns }] },
  })
  // Pages, and any server module outside the zones above, keep the form-parsing rule alone.
  return [
    {
      files: ['app/routes/**', 'app/**/*.server.{ts,tsx}'],
      rules: { 'no-restricted-imports': ['error', { paths: [parseFormOnly] }] },
    },
    ...configs,
  ]
}
