// The packages' layering rules as checks that name the offending import, so a violation fails
// next to its cause instead of as a size regression or a broken build somewhere downstream.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { SyntaxKind as K, LanguageVariant } from 'typescript/unstable/ast';
import { createScanner } from 'typescript/unstable/ast/scanner';

/** Source files under `dir` (tests and test-support helpers excluded: they may use anything). */
export function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test-support' || name === 'test' ? [] : sourceFiles(path);
    return /\.(m?js|tsx?)$/.test(name) && !/\.(test|e2e)\.|\.d\.ts$/.test(name) ? [path] : [];
  });
}

// Tokens after which a `/` divides; anywhere else it starts a regular expression (whose text may hold quotes).
const ENDS_EXPRESSION = new Set([
  K.Identifier, K.StringLiteral, K.NumericLiteral, K.BigIntLiteral, K.NoSubstitutionTemplateLiteral, K.TemplateTail,
  K.RegularExpressionLiteral, K.CloseParenToken, K.CloseBracketToken, K.CloseBraceToken, K.PlusPlusToken,
  K.MinusMinusToken, K.ThisKeyword, K.SuperKeyword, K.TrueKeyword, K.FalseKeyword, K.NullKeyword,
]);
const endsExpression = (kind) =>
  ENDS_EXPRESSION.has(kind) || (kind >= K.FirstContextualKeyword && kind <= K.LastContextualKeyword);

/**
 * A module's tokens as TypeScript's own scanner reads them (comments skipped; strings, template literals and
 * regular expressions whole), so an import is found by its syntax, never by text that only looks like one.
 */
function tokensOf(text, jsx) {
  const scanner = createScanner(true, jsx ? LanguageVariant.JSX : LanguageVariant.Standard, text);
  const tokens = [];
  const open = []; // what each open `{` belongs to: a block or object, or a template literal's `${`
  for (let kind = scanner.scan(); kind !== K.EndOfFile; kind = scanner.scan()) {
    if ((kind === K.SlashToken || kind === K.SlashEqualsToken) && !endsExpression(tokens.at(-1)?.kind)) kind = scanner.reScanSlashToken();
    if (kind === K.OpenBraceToken) open.push('{');
    else if (kind === K.TemplateHead) open.push('${');
    else if (kind === K.CloseBraceToken && open.pop() === '${') {
      kind = scanner.reScanTemplateToken(false);
      if (kind === K.TemplateMiddle) open.push('${');
    }
    tokens.push({ kind, start: scanner.getTokenStart(), value: scanner.getTokenValue() });
  }
  return tokens;
}

/**
 * Every import, re-export and dynamic import of a module's text: `{ line, spec, typeOnly, dynamic }`.
 * Type-only means `import type …` / `export type …`, or any import of a declaration file (erased from the
 * build); an `import('x')` in a type position of a .ts file counts as a dynamic import (the tokens cannot tell).
 * `jsx` reads .tsx text.
 */
export function importsIn(text, { jsx = false, declarations = false } = {}) {
  const tokens = tokensOf(text, jsx);
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const lineOf = (pos) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  const kindAt = (i) => tokens[i]?.kind;
  const isSpec = (i) => kindAt(i) === K.StringLiteral || kindAt(i) === K.NoSubstitutionTemplateLiteral;
  const found = [];
  const add = (at, specAt, typeOnly, dynamic) =>
    found.push({ line: lineOf(tokens[at].start), spec: tokens[specAt].value, typeOnly: typeOnly || declarations, dynamic });
  /** From `i` (just after `import`/`export` and any `type`), the index of the `from` clause's module, if any. */
  const fromClause = (i) => {
    for (let depth = 0; i < tokens.length; i++) {
      const kind = kindAt(i);
      if (kind === K.OpenBraceToken) depth++;
      else if (kind === K.CloseBraceToken) depth--;
      else if (depth === 0 && kind === K.FromKeyword && isSpec(i + 1)) return i + 1;
      else if (depth === 0 && (kind === K.SemicolonToken || isSpec(i) || kind === K.EqualsToken)) return -1;
      if (depth < 0) return -1;
    }
    return -1;
  };
  for (let i = 0; i < tokens.length; i++) {
    const kind = kindAt(i);
    if (kindAt(i - 1) === K.DotToken || (kind !== K.ImportKeyword && kind !== K.ExportKeyword)) continue;
    const next = kindAt(i + 1);
    if (kind === K.ImportKeyword && next === K.OpenParenToken) {
      // `import('x')`; after `typeof` it names a module's type.
      if (isSpec(i + 2)) add(i, i + 2, kindAt(i - 1) === K.TypeOfKeyword, true);
    } else if (kind === K.ImportKeyword && isSpec(i + 1)) {
      add(i, i + 1, false, false);
    } else if (kind === K.ImportKeyword && next !== K.DotToken) {
      // `import type X from` / `import type { X } from`, but not a default import named `type`.
      const typeOnly = next === K.TypeKeyword && kindAt(i + 2) !== K.FromKeyword && kindAt(i + 2) !== K.CommaToken;
      const spec = fromClause(i + 1);
      if (spec > 0) add(i, spec, typeOnly, false);
    } else if (kind === K.ExportKeyword) {
      const typeOnly = next === K.TypeKeyword;
      const clause = typeOnly ? i + 2 : i + 1;
      // Only `export {…} from` and `export * from` name another module.
      if (kindAt(clause) === K.OpenBraceToken || kindAt(clause) === K.AsteriskToken) {
        const spec = fromClause(clause);
        if (spec > 0) add(i, spec, typeOnly, false);
      }
    }
  }
  return found;
}

/** The imports of one file, read as its extension says (.tsx as JSX, declaration files as types only). */
export const importsOf = (file) =>
  importsIn(readFileSync(file, 'utf8'), { jsx: /\.[jt]sx$/.test(file), declarations: /\.d\.[cm]?ts$/.test(file) });

/**
 * Which workspace packages each package may import, by name: `uses` from any of its files, `types` only
 * through type-only imports, `dev` also from what never ships (tests, test helpers, scripts, build and tool
 * configuration: anything outside src/ or in a test folder). This is the one statement of the packages'
 * direction: an import of a package not listed is an upward or sideways import, a package missing here
 * fails until it is placed, and the listed graph has no cycle.
 */
export const PACKAGE_IMPORTS = {
  '@bookla/build-tools': { uses: [] },
  '@bookla/test-utils': { uses: [] },
  '@bookla/runtime': { uses: [], dev: ['@bookla/build-tools', '@bookla/test-utils'] },
  '@bookla/sandbox': { uses: [], types: ['@bookla/runtime'], dev: ['@bookla/build-tools', '@bookla/runtime'] },
  '@bookla/widgets': { uses: ['@bookla/runtime'], dev: ['@bookla/build-tools', '@bookla/sandbox', '@bookla/test-utils'] },
  '@bookla/embed-loader': { uses: ['@bookla/runtime', '@bookla/widgets'], dev: ['@bookla/build-tools', '@bookla/sandbox'] },
  '@bookla/configurator': { uses: ['@bookla/runtime', '@bookla/widgets'], dev: ['@bookla/sandbox', '@bookla/test-utils'] },
  '@bookla/configurator-web': { uses: ['@bookla/configurator', '@bookla/runtime', '@bookla/sandbox', '@bookla/widgets'], dev: ['@bookla/build-tools', '@bookla/test-utils'] },
  '@bookla/configurator-webflow': { uses: ['@bookla/configurator', '@bookla/runtime', '@bookla/sandbox', '@bookla/widgets'], dev: ['@bookla/build-tools', '@bookla/test-utils', '@bookla/webflow-fake'] },
  '@bookla/webflow-fake': { uses: [], dev: ['@bookla/build-tools'] },
  '@bookla/webflow-service': { uses: ['@bookla/runtime'], dev: ['@bookla/build-tools', '@bookla/test-utils', '@bookla/webflow-fake'] },
  // The development tools (npm start, the CDN stand-in, the configurators' development servers) start every
  // package, so they sit above all of them: only the end-to-end suite, above them in turn, uses them.
  '@bookla/dev': { uses: ['@bookla/configurator-web', '@bookla/configurator-webflow', '@bookla/embed-loader', '@bookla/runtime', '@bookla/sandbox', '@bookla/webflow-fake', '@bookla/webflow-service'], dev: ['@bookla/build-tools'] },
  '@bookla/tests': { uses: [], dev: ['@bookla/configurator-web', '@bookla/configurator-webflow', '@bookla/dev', '@bookla/embed-loader', '@bookla/runtime', '@bookla/sandbox', '@bookla/webflow-fake', '@bookla/webflow-service'] },
};

/** Each package's allowed imports as a graph (`Map<package, packages>`), so its direction can be checked too. */
export const packageGraph = (table = PACKAGE_IMPORTS) =>
  new Map(Object.entries(table).map(([name, rule]) => [name, [...new Set([...rule.uses, ...(rule.types ?? []), ...(rule.dev ?? [])])]]));

const CODE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

/** Every code file under `dir`, tests included; dependencies, builds' output and tools' reports left out. */
export function codeFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      const generated = name.startsWith('.') || name.startsWith('dist') || ['node_modules', 'test-results', 'playwright-report'].includes(name);
      // A folder with its own lockfile is a project of its own, installed from the registry, not a part of this
      // graph: the consumer apps (tests/consumers/*), which import the packed packages as any React app does.
      if (generated || existsSync(join(path, 'package-lock.json'))) return [];
      return codeFiles(path);
    }
    return CODE.test(name) ? [path] : [];
  });
}

/** The workspace packages of the tree at `root`: `{ name, dir }`, in the order package.json lists them. */
export function workspacePackages(root) {
  const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces ?? [];
  return workspaces.map((ws) => ({ name: JSON.parse(readFileSync(join(root, ws, 'package.json'), 'utf8')).name, dir: join(root, ws) }));
}

/** The code file a relative specifier names, found as TypeScript's bundler resolution and Node find it. */
export function resolveRelative(from, spec) {
  const base = resolve(dirname(from), spec);
  const stem = base.replace(/\.[cm]?js$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, `${stem}.cts`, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, `${base}.js`];
  candidates.push(...['index.ts', 'index.tsx', 'index.mjs', 'index.js'].map((index) => join(base, index)));
  return candidates.find((path) => CODE.test(path) && existsSync(path) && statSync(path).isFile());
}

/**
 * Every code file of the workspace packages with its imports, each resolved to the file (a relative
 * specifier) or the workspace package (`@bookla/x`, `@bookla/x/sub`) it names: `Map<file, { pkg, imports }>`,
 * an import being `{ line, spec, typeOnly, dynamic, file?, pkg? }`.
 */
export function importGraph(root) {
  const packages = workspacePackages(root);
  const packageOf = (file) => packages.find((p) => file.startsWith(p.dir + sep))?.name;
  const packageNamed = (spec) => packages.find((p) => spec === p.name || spec.startsWith(`${p.name}/`))?.name;
  const graph = new Map();
  for (const { name, dir } of packages) {
    for (const file of codeFiles(dir)) {
      const imports = importsOf(file).map((i) => {
        if (!/^\.\.?(\/|$)/.test(i.spec)) return { ...i, pkg: packageNamed(i.spec) };
        const target = resolveRelative(file, i.spec);
        return { ...i, file: target, pkg: target && packageOf(target) };
      });
      graph.set(file, { pkg: name, imports });
    }
  }
  return graph;
}

/** Every cycle's module chain, one per cycle a depth-first walk meets. `graph`: `Map<node, next nodes>`. */
export function cycles(graph) {
  const found = [];
  const done = new Set();
  const walk = (node, stack) => {
    const at = stack.indexOf(node);
    if (at >= 0) return void found.push([...stack.slice(at), node]);
    if (done.has(node)) return;
    stack.push(node);
    for (const next of graph.get(node) ?? []) walk(next, stack);
    stack.pop();
    done.add(node);
  };
  for (const node of graph.keys()) walk(node, []);
  return found;
}

/** `a.ts → b.ts → a.ts` for every import cycle between the tree's modules, type-only imports included. */
export function importCycles(root, graph = importGraph(root)) {
  const edges = new Map([...graph].map(([file, { imports }]) => [file, [...new Set(imports.flatMap((i) => (i.file ? [i.file] : [])))]]));
  return cycles(edges).map((chain) => chain.map((file) => relative(root, file)).join(' → '));
}

/** A file that never ships: a test, a test helper, a script, a build or tool configuration (anything outside src/). */
const isDevFile = (pkgDir, file) => {
  const path = relative(pkgDir, file).split(sep);
  return path[0] !== 'src' || path.some((part) => ['test', 'test-support', 'testing'].includes(part)) || /\.(test|test-d|e2e)\./.test(file);
};

/**
 * `file:line imports 'spec'` for every import of another workspace package that PACKAGE_IMPORTS (or `table`)
 * does not allow, and for every relative import that reaches into another package's files.
 */
export function upwardImports(root, { graph = importGraph(root), table = PACKAGE_IMPORTS } = {}) {
  const dirs = new Map(workspacePackages(root).map((p) => [p.name, p.dir]));
  const found = [];
  for (const [file, { pkg, imports }] of graph) {
    const rule = table[pkg];
    const dev = isDevFile(dirs.get(pkg), file);
    for (const i of imports) {
      if (!i.pkg || i.pkg === pkg) continue;
      const where = `${relative(root, file)}:${i.line} imports '${i.spec}'`;
      if (i.file) found.push(`${where}: a path into ${i.pkg}, which only its exports may be reached through`);
      else if (!rule) found.push(`${where}: ${pkg} is not in the guard rails' package table`);
      else if (!rule.uses.includes(i.pkg) && !(i.typeOnly && rule.types?.includes(i.pkg)) && !(dev && rule.dev?.includes(i.pkg))) {
        found.push(`${where}: ${pkg}${dev ? '' : "'s shipped code"} may not import ${i.pkg}`);
      }
    }
  }
  return found;
}

/** `file:line imports 'spec'` for every import in `files` that `bad` refuses. */
export function violations(root, files, bad) {
  return files.flatMap((file) =>
    importsOf(file)
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
