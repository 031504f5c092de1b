// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { PREACT_ALIAS } from '@bookla/build-tools/preact-alias';

// What a visitor downloads before the list is interactive: the static-import closure of the widget entry,
// bundled the way the embed chunks are (Preact, code splitting). The purchase step must stay out of it.
const widgets = fileURLToPath(new URL('../..', import.meta.url));

async function closures() {
  const result = await build({
    absWorkingDir: widgets,
    entryPoints: { subscription: 'src/subscription.ts', 'gift-card': 'src/gift-card.ts' },
    bundle: true,
    splitting: true,
    format: 'esm',
    jsx: 'automatic',
    conditions: ['@bookla/source'],
    alias: PREACT_ALIAS,
    external: ['temporal-polyfill'],
    outdir: 'out',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const outputs: Metafile['outputs'] = result.metafile.outputs;
  const inputsOf = (entry: string) => {
    const seen = new Set<string>();
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const i of outputs[file].imports) if (i.kind === 'import-statement' && !i.external) walk(i.path);
    };
    walk(Object.keys(outputs).find((f) => outputs[f].entryPoint === `src/${entry}.ts`)!);
    return [...seen].flatMap((f) => Object.keys(outputs[f].inputs));
  };
  const all = Object.values(outputs).flatMap((o) => Object.keys(o.inputs));
  return { all, subscription: inputsOf('subscription'), giftCard: inputsOf('gift-card') };
}

describe('bytes before the list is interactive', () => {
  it('the purchase step (form, validation, purchase call) is only imported dynamically', async () => {
    const { all, subscription, giftCard } = await closures();
    const later = /shared\/form\/|plugin\/PurchaseStep|Widget\/purchase\.tsx?$/;
    // Still bundled (as a lazy chunk), so the check cannot pass by the step being missing.
    expect(all.filter((f) => later.test(f)).length).toBeGreaterThanOrEqual(4);
    expect(subscription.filter((f) => later.test(f))).toEqual([]);
    expect(giftCard.filter((f) => later.test(f))).toEqual([]);
    expect(subscription.some((f) => f.endsWith('plugin/ItemList.tsx'))).toBe(true);
  }, 30_000);

  it('the gift card widget does not pull the booking widget date modules through the time barrel', async () => {
    const { giftCard } = await closures();
    expect(giftCard.some((f) => f.endsWith('runtime/src/time/durations.ts'))).toBe(true);
    expect(giftCard.filter((f) => /runtime\/src\/time\/(index|windows|stay|strip|format)\.ts$/.test(f))).toEqual([]);
  }, 30_000);
});
