// @vitest-environment node
// Guard rail: each widget's first paint is two files at most, its entry and one chunk it shares with its own
// lazy steps (build.mjs builds every widget type on its own, with the same oneFirstPaintChunk plugin as here).
// esbuild gives every set of entries that reach a module a chunk of its own, so a module that the first paint
// shares with only some of its lazy chunks (the request schemas, say, which the plugin leaves alone) becomes a
// third file before the widget can be used: its own gzip dictionary and minified names, and one more request.
// The failure names each module of the extra chunks and the lazy modules that import it.
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { PREACT_ALIAS } from '@bookla/build-tools/preact-alias';
import { oneFirstPaintChunk } from '../scripts/one-first-paint-chunk.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const ENTRIES = ['src/chunks/booking.tsx', 'src/chunks/subscription.tsx', 'src/chunks/gift-card.tsx'];

async function metafile(entry: string): Promise<Metafile> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    jsx: 'automatic',
    alias: PREACT_ALIAS,
    conditions: ['@bookla/source'],
    external: ['temporal-polyfill'],
    outdir: 'out',
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [oneFirstPaintChunk(`${root}${entry}`)],
  });
  return result.metafile;
}

/** The modules of every first-paint chunk beyond the entry and its largest shared chunk, each with who imports it lazily. */
function offenders(meta: Metafile, entrySource: string): string[] {
  const out = meta.outputs;
  const entry = Object.keys(out).find((f) => out[f]!.entryPoint === entrySource)!;
  const closure = (f: string, seen = new Set<string>()) => {
    if (seen.has(f)) return seen;
    seen.add(f);
    for (const i of out[f]!.imports) if (i.kind === 'import-statement' && !i.external) closure(i.path, seen);
    return seen;
  };
  const lazyEntries = Object.keys(out).filter((f) => out[f]!.entryPoint && f !== entry);
  const lazyModules = new Set(lazyEntries.flatMap((e) => [...closure(e)].flatMap((f) => Object.keys(out[f]!.inputs))));
  const shared = [...closure(entry)].filter((f) => f !== entry).sort((a, b) => out[b]!.bytes - out[a]!.bytes);
  const found: string[] = [];
  for (const chunk of shared.slice(1)) {
    for (const module of Object.keys(out[chunk]!.inputs)) {
      const importers = [...lazyModules].filter((m) => meta.inputs[m]?.imports.some((i) => i.path === module));
      found.push(`${module} (first paint of ${entrySource}, in ${chunk}; imported lazily by ${importers.join(', ') || 'nothing'})`);
    }
  }
  return found;
}

describe('a widget’s first paint is its entry and one chunk shared with its lazy steps', () => {
  it.each(ENTRIES)('%s', async (entry) => {
    expect(offenders(await metafile(entry), entry)).toEqual([]);
  }, 60_000);

  it('names the modules of a third first-paint file and their lazy importers (the check can fail)', () => {
    // The booking entry reaching two shared chunks: one with the Form step, one with the request schemas too.
    const input = (imports: string[] = []) => ({ bytes: 1, imports: imports.map((path) => ({ path, kind: 'import-statement' as const })) });
    const output = (inputs: string[], imports: string[], entryPoint?: string) => ({
      bytes: inputs.length * 100,
      inputs: Object.fromEntries(inputs.map((i) => [i, { bytesInOutput: 100 }])),
      imports: imports.map((path) => ({ path, kind: 'import-statement' as const })),
      exports: [],
      ...(entryPoint ? { entryPoint } : {}),
    });
    const meta = {
      inputs: {
        'src/chunks/booking.tsx': input(['shared/a.ts', 'shared/b.ts']),
        'later.tsx': input(['shared/a.ts']),
        'schemas.ts': input(['shared/a.ts', 'shared/b.ts']),
        'shared/a.ts': input(),
        'shared/b.ts': input(),
      },
      outputs: {
        'out/booking.js': output(['src/chunks/booking.tsx'], ['out/chunk-A.js', 'out/chunk-B.js'], 'src/chunks/booking.tsx'),
        'out/later.js': output(['later.tsx'], ['out/chunk-A.js'], 'later.tsx'),
        'out/schemas.js': output(['schemas.ts'], ['out/chunk-A.js', 'out/chunk-B.js'], 'schemas.ts'),
        'out/chunk-A.js': output(['shared/a.ts', 'x.ts'], []),
        'out/chunk-B.js': output(['shared/b.ts'], []),
      },
    } as unknown as Metafile;
    expect(offenders(meta, 'src/chunks/booking.tsx')).toEqual([
      'shared/b.ts (first paint of src/chunks/booking.tsx, in out/chunk-B.js; imported lazily by schemas.ts)',
    ]);
  });
});
