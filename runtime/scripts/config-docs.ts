// Writes docs/configuration.md from the config model (see src/config/reference.ts). `--check` only
// compares and exits 1 when the page is stale, for scripts that want the answer without vitest.
import { readFileSync, writeFileSync } from 'node:fs';
import { configurationMarkdown } from '../src/config/reference';

const types = new URL('../src/config/types.ts', import.meta.url);
const page = new URL('../../docs/configuration.md', import.meta.url);
const text = configurationMarkdown(readFileSync(types, 'utf8'));
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(page, 'utf8');
  } catch {}
  if (current !== text) {
    console.error('docs/configuration.md is stale: run `npm run docs -w @bookla/runtime`');
    process.exit(1);
  }
} else {
  writeFileSync(page, text);
  console.log(`wrote ${page.pathname}`);
}
