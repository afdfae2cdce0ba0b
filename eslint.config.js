// Lint rules `npm test` runs: TypeScript, React hooks, and the import boundaries of docs/architecture.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', '.builds/', 'data/', 'node_modules/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Validators match control characters on purpose.
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Colours come from the theme (palette paths in `sx`), never hex literals in components.
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/#[0-9a-fA-F]{3,8}\\b/]', 'TemplateElement[value.raw=/#[0-9a-fA-F]{3,8}\\b/]'].map(
          (selector) => ({ selector, message: 'Use a theme colour (src/web/theme.ts), not a hex literal.' }),
        ),
      ],
    },
  },
);
