// The plugins eslint.config.js uses, resolved from this workspace, where `typescript` is 6.0 (see
// package.json's description). ESLint itself is a dependency of the root.
export { default as js } from '@eslint/js';
export { default as globals } from 'globals';
export { default as tseslint } from 'typescript-eslint';
export { default as reactHooks } from 'eslint-plugin-react-hooks';
export { default as importX } from 'eslint-plugin-import-x';
export { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
