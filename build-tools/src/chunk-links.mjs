// How built chunks reach each other so that a chunk that failed to arrive loads on a later try, in every browser
// we support. Chromium before 156 remembers a failed module fetch for the page's life: the same import() fails
// again without a request, and so does any module whose static import failed, even imported under a new URL. A
// module the browser has never tried (a leaf chunk under a fresh `?r=<n>` query) loads. So:
// - linkThroughRegistry (the embed): a widget's lazy chunks take what they share with its first-paint chunk from a
//   per-build registry the entry writes, instead of importing it by URL: every chunk is a leaf, loadable under any
//   URL, and a lazy chunk never loads a second copy of the entry (a second Preact breaks its hooks).
// - retryImports (the embed): every `import("./x.js")` of a chunk asks under `?r=<n>` once that URL failed.
// - probeImports (our apps, whose lazy chunks import shared chunks): the chunk and its static imports are fetched
//   first and imported only once they all answered, so the browser never meets a failed module; the import is
//   then served from the HTTP cache. Not for the embed: a fetch is governed by the page's CSP `connect-src`,
//   where strict pages allow our CDN only as a script source.
// The chunks are parsed with acorn (terser's own parser dependency): a regex cannot tell a module's binding from a
// local of the same minified name, nor a live binding from a constant. Every form this code does not expect
// fails the build, so an esbuild or terser upgrade cannot break the links silently.
import { Parser, tokenizer } from 'acorn';

const OPTIONS = /** @type {const} */ ({ ecmaVersion: 'latest', sourceType: 'module' });

/** @param {string} code @param {string} file */
function parse(code, file) {
  try {
    return /** @type {any} */ (Parser.parse(code, OPTIONS));
  } catch (error) {
    throw new Error(`${file}: not a module acorn parses`, { cause: error });
  }
}

/** @param {unknown} v @returns {v is { type: string }} */
const isNode = (v) => !!v && typeof v === 'object' && typeof (/** @type {any} */ (v).type) === 'string';

/** @param {any} node */
function* childNodes(node) {
  for (const key of Object.keys(node)) {
    const v = node[key];
    if (Array.isArray(v)) for (const c of v) if (isNode(c)) yield c;
    if (isNode(v)) yield v;
  }
}

/** The names a binding pattern declares (or, as an assignment target, writes). @param {any} p @param {string[]} out */
function patternNames(p, out = []) {
  if (p.type === 'Identifier') out.push(p.name);
  else if (p.type === 'ObjectPattern') for (const prop of p.properties) patternNames(prop.type === 'RestElement' ? prop.argument : prop.value, out);
  else if (p.type === 'ArrayPattern') for (const el of p.elements) el && patternNames(el, out);
  else if (p.type === 'AssignmentPattern') patternNames(p.left, out);
  else if (p.type === 'RestElement') patternNames(p.argument, out);
  return out;
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** `var` names of a function body or the module, nested functions and static blocks left out. @param {any} node */
function varNames(node, out = /** @type {string[]} */ ([])) {
  for (const child of childNodes(node)) {
    if (FUNCTIONS.has(child.type) || child.type === 'StaticBlock') continue;
    if (child.type === 'VariableDeclaration' && /** @type {any} */ (child).kind === 'var') {
      for (const d of /** @type {any} */ (child).declarations) patternNames(d.id, out);
    }
    varNames(child, out);
  }
  return out;
}

/** Names a statement list declares for its block: let, const, class, function (block-scoped in a module), imports. @param {any[]} statements */
function lexicalNames(statements) {
  const out = /** @type {string[]} */ ([]);
  for (const s of statements) {
    const d = s.type === 'ExportNamedDeclaration' || s.type === 'ExportDefaultDeclaration' ? s.declaration : s;
    if (!d) continue;
    if (d.type === 'VariableDeclaration' && d.kind !== 'var') for (const x of d.declarations) patternNames(x.id, out);
    else if ((d.type === 'FunctionDeclaration' || d.type === 'ClassDeclaration') && d.id) out.push(d.id.name);
    else if (d.type === 'ImportDeclaration') for (const sp of d.specifiers) out.push(sp.local.name);
  }
  return out;
}

/**
 * What a module does with its own top-level bindings: per name, how its references read and write it (those in
 * nested scopes that declare the same name are another binding and are not counted), how many declarations
 * give it a value (a `var` declared twice with a value is written twice), and whether the module awaits at its
 * top level. A name in the module's export list counts as a read; import specifiers only declare.
 * @param {any} ast
 */
export function moduleBindings(ast) {
  /** @type {Map<string, { reads: number, writes: number, inits: number, kind: string }>} */
  const bindings = new Map();
  let topLevelAwait = false;
  const declare = (/** @type {string} */ name, /** @type {string} */ kind) => bindings.set(name, { reads: 0, writes: 0, inits: 0, kind });
  for (const name of varNames(ast)) declare(name, 'var');
  for (const s of ast.body) {
    const d = s.type === 'ExportNamedDeclaration' || s.type === 'ExportDefaultDeclaration' ? s.declaration : s;
    if (d?.type === 'VariableDeclaration' && d.kind !== 'var') for (const x of d.declarations) for (const n of patternNames(x.id)) declare(n, d.kind);
    else if ((d?.type === 'FunctionDeclaration' || d?.type === 'ClassDeclaration') && d.id) declare(d.id.name, d.type === 'ClassDeclaration' ? 'class' : 'function');
    else if (d?.type === 'ImportDeclaration') for (const sp of d.specifiers) declare(sp.local.name, 'import');
  }

  /** @type {Set<string>[]} */
  const scopes = [];
  let depth = 0; // functions entered: an await outside every function is a top-level await
  const binding = (/** @type {string} */ name) => (scopes.some((s) => s.has(name)) ? undefined : bindings.get(name));
  const note = (/** @type {string} */ name, /** @type {'reads' | 'writes'} */ what) => {
    const b = binding(name);
    if (b) b[what]++;
  };
  const scoped = (/** @type {string[]} */ names, /** @type {() => void} */ fn) => {
    scopes.push(new Set(names));
    fn();
    scopes.pop();
  };

  /** A binding or assignment target: an 'assigned' one notes its names as written, a 'declared' one declares them here. @param {any} p @param {'assigned' | 'declared'} how */
  const target = (p, how) => {
    if (p.type === 'Identifier') {
      if (how === 'assigned') note(p.name, 'writes');
    } else if (p.type === 'ObjectPattern') {
      for (const prop of p.properties) {
        if (prop.type === 'RestElement') target(prop.argument, how);
        else {
          if (prop.computed) visit(prop.key);
          target(prop.value, how);
        }
      }
    } else if (p.type === 'ArrayPattern') {
      for (const el of p.elements) if (el) target(el, how);
    } else if (p.type === 'AssignmentPattern') {
      target(p.left, how);
      visit(p.right);
    } else if (p.type === 'RestElement') target(p.argument, how);
    else visit(p); // a member expression: reads its object
  };

  /** Parameters (with their defaults) in a scope of their own, then the body with its own declarations. @param {any} f */
  const visitFunction = (f) => {
    depth++;
    const own = f.type === 'FunctionExpression' && f.id ? [f.id.name] : [];
    const params = f.params.flatMap((/** @type {any} */ p) => patternNames(p));
    scoped([...own, ...params, ...(f.type === 'ArrowFunctionExpression' ? [] : ['arguments'])], () => {
      for (const p of f.params) target(p, 'declared');
      if (f.body.type === 'BlockStatement') scoped([...varNames(f.body), ...lexicalNames(f.body.body)], () => f.body.body.forEach(visit));
      else visit(f.body);
    });
    depth--;
  };

  /** A declaration's values count as the module's own when the name is the module's (a `var` in a nested block is). @param {any} decl */
  const declarators = (decl) => {
    for (const d of decl.declarations) {
      target(d.id, 'declared');
      if (!d.init) continue;
      visit(d.init);
      for (const n of patternNames(d.id)) {
        const b = binding(n);
        if (b) b.inits++;
      }
    }
  };

  /** @param {any} node */
  function visit(node) {
    switch (node.type) {
      case 'Identifier':
        note(node.name, 'reads');
        return;
      case 'ImportDeclaration':
      case 'ExportAllDeclaration':
        return;
      case 'ExportNamedDeclaration':
        if (node.declaration) visit(node.declaration);
        else if (!node.source) for (const sp of node.specifiers) note(sp.local.name, 'reads');
        return;
      case 'FunctionDeclaration':
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
        visitFunction(node);
        return;
      case 'ClassDeclaration':
      case 'ClassExpression':
        if (node.superClass) visit(node.superClass);
        scoped(node.type === 'ClassExpression' && node.id ? [node.id.name] : [], () => visit(node.body));
        return;
      case 'MethodDefinition':
      case 'PropertyDefinition':
      case 'Property':
        if (node.computed) visit(node.key);
        if (node.value) visit(node.value);
        return;
      case 'StaticBlock':
        depth++;
        scoped([...varNames(node), ...lexicalNames(node.body)], () => node.body.forEach(visit));
        depth--;
        return;
      case 'MemberExpression':
        visit(node.object);
        if (node.computed) visit(node.property);
        return;
      case 'MetaProperty':
        return;
      case 'LabeledStatement':
        visit(node.body);
        return;
      case 'BreakStatement':
      case 'ContinueStatement':
        return;
      case 'AssignmentExpression':
        if (node.operator !== '=' && node.left.type === 'Identifier') note(node.left.name, 'reads');
        target(node.left, 'assigned');
        visit(node.right);
        return;
      case 'UpdateExpression':
        if (node.argument.type === 'Identifier') {
          note(node.argument.name, 'reads');
          note(node.argument.name, 'writes');
        } else visit(node.argument);
        return;
      case 'VariableDeclaration':
        declarators(node);
        return;
      case 'BlockStatement':
        scoped(lexicalNames(node.body), () => node.body.forEach(visit));
        return;
      case 'SwitchStatement':
        visit(node.discriminant);
        scoped(lexicalNames(node.cases.flatMap((/** @type {any} */ c) => c.consequent)), () => node.cases.forEach(visit));
        return;
      case 'CatchClause':
        scoped(node.param ? patternNames(node.param) : [], () => {
          if (node.param) target(node.param, 'declared');
          visit(node.body);
        });
        return;
      case 'ForStatement':
      case 'ForInStatement':
      case 'ForOfStatement': {
        if (node.type === 'ForOfStatement' && node.await && depth === 0) topLevelAwait = true;
        const head = node.type === 'ForStatement' ? node.init : node.left;
        const lexical = head?.type === 'VariableDeclaration' && head.kind !== 'var' ? head.declarations.flatMap((/** @type {any} */ d) => patternNames(d.id)) : [];
        scoped(lexical, () => {
          if (node.type === 'ForStatement') {
            if (node.init) visit(node.init);
            if (node.test) visit(node.test);
            if (node.update) visit(node.update);
          } else {
            // Each round assigns the loop's variable: for a `var` (or a bare target) that is a write.
            if (head.type === 'VariableDeclaration') {
              for (const d of head.declarations) target(d.id, head.kind === 'var' ? 'assigned' : 'declared');
            } else target(head, 'assigned');
            visit(node.right);
          }
          visit(node.body);
        });
        return;
      }
      case 'AwaitExpression':
        if (depth === 0) topLevelAwait = true;
        visit(node.argument);
        return;
      default:
        for (const child of childNodes(node)) visit(child);
    }
  }

  for (const s of ast.body) visit(s);
  return { bindings, topLevelAwait };
}

/**
 * Identifier names that appear nowhere in `code` (as a binding, a property, anything): safe names for code a
 * build adds to a chunk, since no scope of the chunk can shadow them. The shortest first.
 * @param {string} code @param {number} count
 */
export function unusedNames(code, count) {
  const used = new Set();
  for (const token of tokenizer(code, OPTIONS)) if (token.type.label === 'name') used.add(token.value);
  const first = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$';
  const names = [];
  for (let length = 1; names.length < count; length++) {
    const walk = (/** @type {string} */ prefix) => {
      if (names.length >= count) return;
      if (prefix.length === length) {
        if (!used.has(prefix)) names.push(prefix);
        return;
      }
      for (const c of prefix ? `${first}0123456789` : first) walk(prefix + c);
    };
    walk('');
  }
  return names;
}

/** Replaces `[start, end)` ranges of `code` (non-overlapping) with texts. @param {string} code @param {[number, number, string][]} edits */
function edit(code, edits) {
  let out = '';
  let at = 0;
  for (const [start, end, text] of [...edits].sort((a, b) => a[0] - b[0])) {
    out += code.slice(at, start) + text;
    at = end;
  }
  return out + code.slice(at);
}

/**
 * Links an entry chunk and the lazy chunks it imports dynamically through a registry instead of their static
 * `import{…}from"./<entry>"`: the entry's export list loses the bindings its lazy chunks use and writes them, in
 * one array, to `globalThis[key]` where its exports end (everything has run there); each lazy chunk's import
 * becomes `const[…]=globalThis[key]`. Sound because a lazy chunk is only evaluated after the entry finished its
 * own evaluation (the entry imports it, and awaits nothing at its top level: checked), and because only bindings
 * that can no longer change are shared (a function, a class, a `const`, a `let`/`var` given its value once and
 * never assigned: checked, so a binding the entry reassigns later fails the build instead of going stale).
 * `key`: a name of the build (the entry's content hash), so two builds on one page never meet.
 * `drop`: export names a lazy chunk re-exports without using (esbuild's chunking aid), removed with their import.
 * Throws, naming the chunk, on any form it does not expect.
 * @param {{ entry: { file: string, code: string }, lazy: { file: string, code: string }[], key: string, drop?: string[] }} chunks
 * @returns {{ entry: string, lazy: string[] }}
 */
export function linkThroughRegistry({ entry, lazy, key, drop = [] }) {
  if (!/^[A-Za-z_$][\w$]*$/.test(key)) throw new Error(`registry key ${key} is not an identifier`);
  const registry = `globalThis.${key}`;
  const entryAst = parse(entry.code, entry.file);
  const exportStatements = entryAst.body.filter((/** @type {any} */ s) => s.type.startsWith('Export'));
  const list = exportStatements[0];
  if (exportStatements.length !== 1 || list !== entryAst.body.at(-1) || list.type !== 'ExportNamedDeclaration' || list.declaration || list.source) {
    throw new Error(`${entry.file}: expected one export list, export{…}, as its last statement`);
  }
  /** @type {Map<string, string>} exported name → the entry's local binding */
  const exported = new Map(list.specifiers.map((/** @type {any} */ sp) => [sp.exported.name, sp.local.name]));
  const entryModule = moduleBindings(entryAst);
  if (entryModule.topLevelAwait) throw new Error(`${entry.file}: awaits at its top level, so a lazy chunk could run before the registry is written`);

  // What each lazy chunk takes from the entry, and where its import statement is.
  const needs = lazy.map(({ file, code }) => {
    const ast = parse(code, file);
    const { bindings } = moduleBindings(ast);
    const imports = ast.body.filter((/** @type {any} */ s) => s.type === 'ImportDeclaration');
    const fromEntry = imports.filter((/** @type {any} */ s) => s.source.value === `./${entry.file}`);
    const others = imports.filter((/** @type {any} */ s) => !fromEntry.includes(s));
    if (others.length) throw new Error(`${file} imports ${others.map((/** @type {any} */ s) => s.source.value).join(', ')} statically: every chunk must load under any URL`);
    const statement = fromEntry[0];
    if (fromEntry.length !== 1 || statement !== ast.body[0] || statement.attributes?.length || statement.specifiers.some((/** @type {any} */ sp) => sp.type !== 'ImportSpecifier')) {
      throw new Error(`${file}: expected its first statement to be import{…}from"./${entry.file}"`);
    }
    // Re-exports of `drop` names go, with their import when nothing else reads it.
    const edits = /** @type {[number, number, string][]} */ ([]);
    const dropped = new Set();
    for (const s of ast.body) {
      if (s.type !== 'ExportNamedDeclaration' || s.declaration || s.source) continue;
      const kept = s.specifiers.filter((/** @type {any} */ sp) => !drop.includes(sp.exported.name));
      for (const sp of s.specifiers) if (!kept.includes(sp)) dropped.add(sp.local.name);
      if (kept.length !== s.specifiers.length) {
        const text = (/** @type {any} */ sp) => (sp.local.name === sp.exported.name ? sp.local.name : `${sp.local.name} as ${sp.exported.name}`);
        edits.push([s.start, s.end, kept.length ? `export{${kept.map(text).join(',')}};` : '']);
      }
    }
    const taken = statement.specifiers.filter((/** @type {any} */ sp) => {
      const refs = bindings.get(sp.local.name);
      if (!exported.has(sp.imported.name)) throw new Error(`${file} imports ${sp.imported.name}, which ${entry.file} does not export`);
      return !!refs && (refs.reads > (dropped.has(sp.local.name) ? 1 : 0) || refs.writes > 0);
    });
    const imported = statement.specifiers.map((/** @type {any} */ sp) => sp.imported.name);
    return { file, code, statement, edits, imported, taken: taken.map((/** @type {any} */ sp) => ({ name: sp.imported.name, local: sp.local.name })) };
  });

  // The registry: every export a lazy chunk takes, in the entry's export order.
  const names = [...exported.keys()].filter((name) => needs.some((n) => n.taken.some((t) => t.name === name)));
  for (const name of names) {
    const local = /** @type {string} */ (exported.get(name));
    const b = entryModule.bindings.get(local);
    const constant = b && (b.kind === 'function' || b.kind === 'class' ? b.writes === 0 : b.kind !== 'import' && b.inits === 1 && b.writes === 0);
    if (!constant) {
      throw new Error(`${entry.file}: ${local} (exported as ${name}) is ${b ? `a ${b.kind} binding that may change after the entry ran` : 'not declared at its top level'}: a registry would hand its lazy chunks a stale value`);
    }
  }
  // Exports a lazy chunk imported are esbuild's names between chunks: all of them leave the list (no other
  // module asks for them); the others (the entry's own, `mount`) stay.
  const kept = list.specifiers.filter((/** @type {any} */ sp) => !needs.some((n) => n.imported.includes(sp.exported.name)));
  const write = names.length ? `${registry}=[${names.map((n) => exported.get(n)).join(',')}];` : '';
  const exports = kept.length ? `export{${kept.map((/** @type {any} */ sp) => (sp.local.name === sp.exported.name ? sp.local.name : `${sp.local.name} as ${sp.exported.name}`)).join(',')}};` : '';
  return {
    entry: edit(entry.code, [[list.start, list.end, write + exports]]),
    lazy: needs.map(({ code, statement, edits, taken }) => {
      const slots = names.map((name) => taken.find((t) => t.name === name)?.local ?? '');
      while (slots.length && !slots.at(-1)) slots.pop();
      return edit(code, [...edits, [statement.start, statement.end, slots.length ? `const[${slots.join(',')}]=${registry};` : '']]);
    }),
  };
}

/**
 * Copies a shared chunk that only declares values (esbuild's CommonJS helpers in the React build) into each chunk
 * importing it: `import{a as e,b as t}from"./shared.js"` becomes `const[e,t]=(()=>{…;return[x,y]})()`, in a function
 * of its own so no name meets the importer's, and a bare `import"./shared.js"` goes (running it again would only
 * declare the same functions). Then no chunk imports it by URL. Throws unless the shared chunk imports nothing,
 * holds only declarations and ends with its export list, and its importers import it in one of those two forms.
 * @param {{ shared: { file: string, code: string }, into: { file: string, code: string }[] }} chunks
 * @returns {string[]} the importers' new code, in order
 */
export function inlineSharedChunk({ shared, into }) {
  const ast = parse(shared.code, shared.file);
  const list = ast.body.at(-1);
  const declarations = ast.body.slice(0, -1);
  if (list?.type !== 'ExportNamedDeclaration' || list.declaration || list.source || declarations.some((/** @type {any} */ s) => s.type !== 'VariableDeclaration' && s.type !== 'FunctionDeclaration')) {
    throw new Error(`${shared.file}: expected declarations only, then its export list`);
  }
  /** @type {Map<string, string>} */
  const exported = new Map(list.specifiers.map((/** @type {any} */ sp) => [sp.exported.name, sp.local.name]));
  const body = shared.code.slice(0, list.start).trim();
  return into.map(({ file, code }) => {
    const statements = parse(code, file).body.filter((/** @type {any} */ s) => s.type === 'ImportDeclaration' && s.source.value === `./${shared.file}`);
    return edit(
      code,
      statements.map((/** @type {any} */ s) => {
        if (s.specifiers.some((/** @type {any} */ sp) => sp.type !== 'ImportSpecifier' || !exported.has(sp.imported.name))) {
          throw new Error(`${file}: expected import{…}from"./${shared.file}" of names it exports`);
        }
        const locals = s.specifiers.map((/** @type {any} */ sp) => sp.local.name);
        const values = s.specifiers.map((/** @type {any} */ sp) => exported.get(sp.imported.name));
        return [s.start, s.end, locals.length ? `const[${locals}]=(()=>{${body};return[${values}]})();` : ''];
      }),
    );
  });
}

/** Every `import("./…")` of a chunk, checked to be a literal relative specifier (`./`, `../`) without options. @param {string} code @param {string} file */
function dynamicImports(code, file) {
  const found = /** @type {any[]} */ ([]);
  const walk = (/** @type {any} */ node) => {
    if (node.type === 'ImportExpression') {
      if (node.source.type !== 'Literal' || typeof node.source.value !== 'string' || !/^\.\.?\//.test(node.source.value) || node.options) {
        throw new Error(`${file}: expected import("./…") with a literal relative specifier, found ${code.slice(node.start, node.end)}`);
      }
      found.push(node);
    }
    for (const child of childNodes(node)) walk(child);
  };
  walk(parse(code, file));
  return found;
}

/** `code` with `helpers` (function declarations) after its last statement, on the same line: a newline costs a byte. @param {string} code @param {string} helpers */
const append = (code, helpers) => {
  const body = code.trimEnd();
  return `${body}${body.endsWith(';') ? '' : ';'}${helpers}`;
};

/**
 * The helper `retryImports` adds, under a name free in the chunk: `retry(url)` imports `url`, and once that failed,
 * `url?r=<n>`, n counting that URL's failures: a URL the browser has not tried, which it fetches anew. A loaded
 * URL is kept, so a later call gets the same module (the browser's module map holds it). A function declaration
 * (hoisted), its state on itself; written as terser would (`t`, `r`, `e`), which gzips a few bytes smaller.
 * @param {string} retry
 */
const retryHelper = (retry) => `function ${retry}(t,r=${retry}[t]){return import(r?t+"?r="+r:t).catch(e=>{throw ${retry}[t]=-~r,e})}`;

/**
 * Routes every `import("./x.js")` of a chunk through a helper that, after a failure, imports the chunk under a URL
 * not tried before (`./x.js?r=1`, then `?r=2`, …), and keeps the URL that loaded. For leaf chunks (all of the
 * embed's, once linked): only a leaf loads under a new URL in older Chromium. Returns the code unchanged when it
 * has no dynamic import.
 * @param {string} code @param {string} file
 */
export function retryImports(code, file) {
  const sites = dynamicImports(code, file);
  if (!sites.length) return code;
  const [retry] = unusedNames(code, 1);
  const edits = sites.map((node) => /** @type {[number, number, string]} */ ([node.start, node.end, `${retry}(${code.slice(node.source.start, node.source.end)})`]));
  return append(edit(code, edits), retryHelper(retry));
}

/**
 * Routes every `import("./x.js")` of a chunk through a helper that first fetches the chunk and `needs(specifier)`
 * (the chunks it imports statically that are not loaded yet, specifiers relative to this chunk), reading each
 * whole, and imports only once every answer was OK: a failed fetch leaves the browser's module map untouched, so
 * the next try loads, and the import then comes from the HTTP cache (content-hashed chunks are cached for good).
 * A chunk that loaded is not fetched again. Should the import itself still fail (the cache lost the file
 * meanwhile), the next try imports the chunk under a new URL, as retryImports does. Returns the code unchanged
 * when it has no dynamic import.
 * @param {string} code @param {string} file @param {(specifier: string) => string[]} needs
 */
export function probeImports(code, file, needs) {
  const sites = dynamicImports(code, file);
  if (!sites.length) return code;
  const [retry, probe] = unusedNames(code, 2);
  const edits = sites.map((node) => {
    const specifier = node.source.value;
    return /** @type {[number, number, string]} */ ([node.start, node.end, `${probe}(${JSON.stringify(specifier)},${JSON.stringify(needs(specifier))})`]);
  });
  const helper =
    `function ${probe}(u,d){return ${probe}[u]||=Promise.all([u,...d].map(f=>fetch(new URL(f,import.meta.url)).then(r=>{if(!r.ok)throw Error(r.status+" "+r.url);return r.arrayBuffer()})))` +
    `.then(()=>${retry}(u)).catch(e=>{throw ${probe}[u]=0,e})}`;
  return append(edit(code, edits), retryHelper(retry) + helper);
}
