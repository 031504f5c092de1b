#!/usr/bin/env node
// `npm test`: every build, typecheck, unit suite and end-to-end spec of the repository, in the order that keeps
// a 2-core machine busy. One turbo run of everything with a task limit left the end-to-end suite (the longest,
// and one that waits on browsers and servers more than it computes) queued behind the unit suites for half the
// run. So: first every build (the end-to-end suite and embed-loader's size tests need them), then the
// end-to-end suite and the typechecks and unit suites side by side. A failed build still lets the unit suites
// and typechecks run (they read sources, not builds), so one run reports everything that fails.
// The consumer apps (tests/consumers: a Vite and a Next.js app installing the packed @bookla/runtime and
// @bookla/widgets) fit in around those: the two packages build first (seconds), are packed, and the apps' installs
// (npm ci, mostly waiting on the disk and the registry) run beside the other builds; the apps' builds, the packed
// packages' checks and their end-to-end spec then run beside the end-to-end suite and the unit suites.
//
//   npm test                     (what CI runs)
//   BOOKLA_UNIT_CONCURRENCY=1 npm test   (the unit suites one at a time, for a machine with less to spare)
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = { ...process.env, PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH ?? ''}` };
const COMMON = ['--output-logs=new-only', '--summarize'];
const UNIT_CONCURRENCY = process.env.BOOKLA_UNIT_CONCURRENCY ?? '2';

/** Runs `turbo run …args` with its output passed through a line at a time (two runs side by side never cut
 * each other's lines); resolves its exit code. */
const turbo = (args) => passThrough('turbo', ['run', ...args, ...COMMON]);

/** One step of the consumer apps (tests/consumers/run.mjs), its output passed through as turbo's. */
const consumers = (step) => passThrough(process.execPath, [join(root, 'tests', 'consumers', 'run.mjs'), step]);

/** Runs a command with its output passed through a line at a time; resolves its exit code. */
function passThrough(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let partial = '';
      from.on('data', (chunk) => {
        const text = partial + chunk.toString('utf8');
        const end = text.lastIndexOf('\n') + 1;
        if (end) to.write(text.slice(0, end));
        partial = text.slice(end);
      });
      from.on('end', () => partial && to.write(`${partial}\n`));
    }
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const started = Date.now();
const minutes = () => `${((Date.now() - started) / 60_000).toFixed(1)} min`;

console.log('== build: the published packages, packed for the consumer apps, whose installs then run beside the other builds');
// Packed before the other builds start: turbo replays these two builds from its cache then, rewriting their dist/.
const packed = (await turbo(['build', '--filter=@bookla/runtime', '--filter=@bookla/widgets'])) || (await consumers('pack'));
const installed = packed ? Promise.resolve(packed) : consumers('install');
console.log('== build: every package');
const built = await turbo(['build', '--continue']);
console.log(`== builds done (${minutes()})${built ? ', some FAILED: the end-to-end suite is skipped' : ''}; now the end-to-end suite beside the typechecks and unit suites`);
const [e2e, unit, apps] = await Promise.all([
  // `--only`: its builds ran above (turbo would replay them from its cache).
  built ? Promise.resolve(built) : turbo(['e2e', '--only']),
  // `--only` here too: turbo would otherwise restore embed-loader's build (its size tests depend on it) from its
  // cache, rewriting files the end-to-end suite is reading.
  turbo(['typecheck', 'test', '--only', '--continue', `--concurrency=${UNIT_CONCURRENCY}`]),
  // The consumer apps' builds, the packed packages' checks and the apps' end-to-end spec (its sandbox is built above).
  installed.then((code) => code || built || consumers('check')),
]);
console.log(
  `== done (${minutes()}): builds ${built ? 'FAILED' : 'ok'}, end-to-end ${e2e ? 'FAILED' : 'ok'}, typechecks and unit suites ${unit ? 'FAILED' : 'ok'}, consumer apps ${apps ? 'FAILED' : 'ok'}`,
);
process.exitCode = built || e2e || unit || apps ? 1 : 0;
