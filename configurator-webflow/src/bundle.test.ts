import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';

// vitest runs in the package folder (npm test, turbo).
const dir = process.cwd();
const ALLOWED = /\.(m?js|json|map|xml|png|jpe?g|gif|svg|webp|ico|webm|ttf|otf|woff2?|txt|md|html|css)$/i;

describe('bundle.zip (what a workspace admin uploads to Webflow)', () => {
  it('has index.html at its root with relative asset paths, every chunk the scripts import, webflow.json, only accepted file types, under 5 MiB', () => {
    execFileSync(process.execPath, ['build.mjs', '--bundle'], { cwd: dir, stdio: 'pipe' });
    const zip = readFileSync(`${dir}/bundle.zip`);
    expect(zip.length).toBeLessThan(5 * 1024 * 1024);
    const entries = unzipSync(zip);
    const names = Object.keys(entries);
    expect(names).toContain('index.html');
    expect(names).toContain('webflow.json');
    expect(names.filter((n) => !ALLOWED.test(n))).toEqual([]);
    const html = new TextDecoder().decode(entries['index.html']);
    const refs = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThanOrEqual(2);
    // Relative, and each one inside the zip: Webflow serves the bundle from its own subdomain.
    for (const ref of refs) {
      expect(ref.startsWith('./'), ref).toBe(true);
      expect(names, ref).toContain(ref.slice(2));
    }
    // Every module a script imports (the lazy chunks, by relative paths) is in the zip too.
    for (const name of names.filter((n) => n.endsWith('.js'))) {
      const code = new TextDecoder().decode(entries[name]);
      const specifiers = [...code.matchAll(/(?:\bfrom|\bimport\(?)\s*"(\.{1,2}\/[^"]+)"/g)].map((m) => m[1]!);
      for (const s of specifiers) expect(names, `${name} imports ${s}`).toContain(new URL(s, `https://x/${name}`).pathname.slice(1));
    }
    expect(names.filter((n) => /^assets\/chunks\/(ThemeTab|ConfigTab)-/.test(n))).toHaveLength(2);
    // The entry's static imports are announced in the page (modulepreload), so none waits for the entry to arrive.
    const entry = /<script type="module" src="\.\/([^"]+)"/.exec(html)![1]!;
    const entryCode = new TextDecoder().decode(entries[entry]);
    const staticImports = [...entryCode.matchAll(/(?:\bfrom|\bimport)\s*"(\.\/[^"]+)"/g)].map((m) => new URL(m[1]!, `https://x/${entry}`).pathname.slice(1));
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="\.\/([^"]+)"/g)].map((m) => m[1]!);
    expect(staticImports.length).toBeGreaterThan(0);
    expect(preloaded.sort()).toEqual([...new Set(staticImports)].sort());
    const manifest = JSON.parse(new TextDecoder().decode(entries['webflow.json']));
    expect(manifest).toMatchObject({ name: 'Bookla', apiVersion: '2', publicDir: 'dist' });
  }, 120_000);
});
