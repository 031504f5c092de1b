#!/usr/bin/env node
// The consumer apps' part of `npm test`, in two steps that run beside the repository's own stages:
//   node tests/consumers/run.mjs pack      packs @bookla/runtime and @bookla/widgets (built already)
//   node tests/consumers/run.mjs install   installs each app from its own lockfile (npm ci): beside the other builds
//   node tests/consumers/run.mjs prepare   both
//   node tests/consumers/run.mjs check     writes the React tab's code into each app, typechecks and builds each as
//                                          its users would (vite build, next build), checks the packed packages
//                                          (packages.test.mjs) and runs the apps' end-to-end spec
//   node tests/consumers/run.mjs relock    after a change to an app's or a packed package's dependencies: a new
//                                          lockfile for each app (see README.md)
// Each line of output is prefixed `@bookla/consumers:<step>: `, as turbo prefixes a task's, so CI's summary
// names the step a failure came from.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONSUMER_APPS } from './apps.mjs';
import { packAll, ROOT } from './pack.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PATH: `${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH ?? ''}` };

/** Runs a command with its output prefixed a line at a time; resolves its exit code. */
export function run(prefix, command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let partial = '';
      const write = (lines) => to.write(lines.map((line) => `${prefix}: ${line}\n`).join(''));
      from.on('data', (chunk) => {
        const lines = (partial + chunk.toString('utf8')).split('\n');
        partial = lines.pop();
        write(lines);
      });
      from.on('end', () => partial && write([partial]));
    }
    child.on('error', (error) => {
      process.stderr.write(`${prefix}: could not start ${command}: ${error.message}\n`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const appDir = (app) => join(here, app.folder);

async function pack() {
  try {
    packAll();
    return 0;
  } catch (error) {
    process.stderr.write(`@bookla/consumers:pack: ERROR npm pack failed: ${error.stderr ?? error.message}\n`);
    return 1;
  }
}

async function install() {
  const codes = await Promise.all(CONSUMER_APPS.map((app) => run(`@bookla/consumers:install:${app.name}`, 'npm', ['ci', '--no-audit', '--no-fund'], { cwd: appDir(app) })));
  return Math.max(...codes);
}

const prepare = async () => (await pack()) || install();

async function check() {
  const prefix = '@bookla/consumers:test';
  // Every step runs, whatever failed before it, so one run reports every failure (the spec needs both builds).
  let failed = await run(prefix, process.execPath, [join(here, 'write-exported.mjs')]);
  const built = [];
  for (const app of CONSUMER_APPS) {
    const cwd = appDir(app);
    // Next's build typechecks the app itself (with the TypeScript its lockfile holds).
    const typed = app.name === 'next' ? 0 : await run(`${prefix}:${app.name}`, join(cwd, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], { cwd });
    const code = typed || (await run(`${prefix}:${app.name}`, app.build[0], app.build.slice(1), { cwd }));
    if (code) process.stderr.write(`${prefix}:${app.name}: ERROR the ${app.name} app did not ${typed ? 'typecheck' : 'build'}\n`);
    else built.push(app.name);
    failed ||= code;
  }
  failed = (await run(prefix, process.execPath, ['--test', join(here, 'packages.test.mjs')])) || failed;
  if (built.length) {
    const projects = built.flatMap((name) => ['--project', name]);
    failed = (await run(prefix, 'playwright', ['test', '-c', join(here, 'playwright.config.ts'), ...projects], { cwd: here, env: { ...env, BOOKLA_CONSUMERS: built.join(',') } })) || failed;
  }
  return failed;
}

/** npm install in each app, then the packed packages' integrity dropped from the lock: they are built anew by every
 * run, so npm ci takes whatever pack.mjs made, while every registry package stays locked to its bytes. */
async function relock() {
  packAll();
  for (const app of CONSUMER_APPS) {
    const code = await run(`relock:${app.name}`, 'npm', ['install', '--no-audit', '--no-fund'], { cwd: appDir(app) });
    if (code) return code;
    const file = join(appDir(app), 'package-lock.json');
    const lock = JSON.parse(readFileSync(file, 'utf8'));
    for (const [path, entry] of Object.entries(lock.packages)) if (/^node_modules\/@bookla\//.test(path)) delete entry.integrity;
    writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  }
  return 0;
}

const steps = { pack, install, prepare, check, relock };
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const step = steps[process.argv[2]];
  if (!step) {
    console.error(`usage: node tests/consumers/run.mjs ${Object.keys(steps).join('|')}`);
    process.exit(2);
  }
  process.exitCode = await step();
}
