// Packs @bookla/runtime and @bookla/widgets as the registry would get them (`npm pack`, from their built dist/)
// into packed/, under names without their version (packed/bookla-runtime.tgz, packed/bookla-widgets.tgz), which
// the consumer apps install by path. Run after their builds.
import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const ROOT = join(here, '..', '..');
export const PACKED = join(here, 'packed');
/** The packed packages: workspace folder → tarball. */
export const PACKAGES = { runtime: join(PACKED, 'bookla-runtime.tgz'), widgets: join(PACKED, 'bookla-widgets.tgz') };

export function packAll() {
  rmSync(PACKED, { recursive: true, force: true });
  mkdirSync(PACKED, { recursive: true });
  for (const [folder, tarball] of Object.entries(PACKAGES)) {
    const out = execFileSync('npm', ['pack', '--json', '--pack-destination', PACKED], { cwd: join(ROOT, folder), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const [{ filename }] = JSON.parse(out);
    renameSync(join(PACKED, filename), tarball);
  }
  return PACKAGES;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(Object.values(packAll()).join('\n'));
