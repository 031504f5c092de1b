import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A cycle between two modules, even through type-only imports, means neither can be read (or moved) on
// its own: a type both need belongs in a module both import (as env.ts holds the Hono environment for the
// fault middleware and the routes' context).

const SRC = dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Relative imports and re-exports of a module (type-only ones included), resolved to files. */
export function importsOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  const specs = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'";]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]!);
  return specs.flatMap((spec) => {
    const base = resolve(dirname(file), spec.replace(/\.js$/, ''));
    const hit = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => existsSync(p));
    return hit ? [hit] : [];
  });
}

/** Every cycle's module chain (repository-relative), one per cycle found by a depth-first walk. */
export function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const walk = (file: string, stack: string[]) => {
    const at = stack.indexOf(file);
    if (at >= 0) return void found.push([...stack.slice(at), file]);
    if (done.has(file)) return;
    for (const next of graph.get(file) ?? []) walk(next, [...stack, file]);
    done.add(file);
  };
  for (const file of graph.keys()) walk(file, []);
  return found;
}

describe('sandbox imports', () => {
  it('finds a cycle when there is one (so the check below can fail)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts']],
    ]);
    expect(cycles(graph)).toEqual([['a.ts', 'b.ts', 'a.ts']]);
    // Type-only imports and re-exports count: context.ts re-exports env.ts's types.
    expect(importsOf(join(SRC, 'routes/context.ts'))).toContain(join(SRC, 'env.ts'));
    expect(importsOf(join(SRC, 'faults.ts'))).toContain(join(SRC, 'env.ts'));
  });

  it('has no import cycle, type-only imports included', () => {
    const graph = new Map(sources(SRC).map((f) => [f, importsOf(f)]));
    const chains = cycles(graph).map((c) => c.map((f) => relative(SRC, f)).join(' → '));
    expect(chains).toEqual([]);
  });
});
