// The packages' layering rules as checks that name the offending import, so a violation fails
// next to its cause instead of as a size regression or a broken build somewhere downstream.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Source files under `dir` (tests and test-support helpers excluded: they may use anything). */
export function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test-support' || name === 'test' ? [] : sourceFiles(path);
    return /\.(m?js|tsx?)$/.test(name) && !/\.(test|e2e)\.|\.d\.ts$/.test(name) ? [path] : [];
  });
}

/**
 * Every import, re-export and dynamic import of a module's text: `{ line, spec, typeOnly }`. Type-only
 * means `import type …` / `export type …` (erased from the build).
 */
export function importsIn(text) {
  const found = [];
  const re = /(?:^|\n)[ \t]*(import|export)\s+(type\s+)?[^'";]*?from\s*['"]([^'"]+)['"]|(?:^|\n)[ \t]*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const m of text.matchAll(re)) {
    const line = text.slice(0, m.index + (m[0].startsWith('\n') ? 1 : 0)).split('\n').length;
    found.push({ line, spec: m[3] ?? m[4] ?? m[5], typeOnly: Boolean(m[2]) });
  }
  return found;
}

/** `file:line imports 'spec'` for every import in `files` that `bad` refuses. */
export function violations(root, files, bad) {
  return files.flatMap((file) =>
    importsIn(readFileSync(file, 'utf8'))
      .filter((i) => bad(i))
      .map((i) => `${relative(root, file)}:${i.line} imports '${i.spec}'${i.typeOnly ? ' (type)' : ''}`),
  );
}

/** UI frameworks: the runtime must work without any (widgets, configurators and servers all use it). */
export const isUiFramework = ({ spec }) => /^(preact|react|react-dom|@mantine|@preact)(\/|$)/.test(spec);

/** What widget.js may take from the runtime: types only (its bytes are counted before every widget). */
/**
 * A value import from the runtime. The one exception is `@bookla/runtime/api-paths`, a module of plain path
 * builders with no imports of its own (a test holds it to that): widget.js's prefetch must build the same URLs
 * as the client, and one function for both is how they stay equal.
 */
export const isRuntimeValue = ({ spec, typeOnly }) =>
  /^@bookla\/runtime(\/|$)/.test(spec) && !typeOnly && spec !== '@bookla/runtime/api-paths';

/** Each published (not private) workspace package's `exports` map by package name. */
export function exportsMaps(root) {
  const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces ?? [];
  const maps = {};
  for (const ws of workspaces) {
    const pkg = JSON.parse(readFileSync(join(root, ws, 'package.json'), 'utf8'));
    if (!pkg.private && pkg.exports) maps[pkg.name] = pkg.exports;
  }
  return Object.fromEntries(Object.entries(maps).sort(([a], [b]) => a.localeCompare(b)));
}
