#!/usr/bin/env node
// Runs a test command again at chosen moments of the service's day, under libfaketime (Debian's `faketime`), so
// what depends on the hour is tried on every run instead of whenever CI happens to run: the late evening after the
// day's last session, a run that crosses midnight, and both clock-change days in each zone of the demo services
// (the sandbox seeds Europe/Riga and America/New_York). Two clean-clone CI runs once failed only because of the
// hour they ran at (a test that needed three slots left today); this makes those hours part of every run.
//
//   bookla-at-times -- vitest run --project preact src/BookingWidget
//   bookla-at-times riga-evening riga-midnight -- vitest run     (only those moments, by key)
//
// The clock is shifted, not frozen: every process of the command (vitest's workers, a browser) shares one offset
// and time runs on from the moment, so a run that starts two minutes before midnight crosses it. Timers keep the
// real monotonic clock (FAKETIME_DONT_FAKE_MONOTONIC), and FAKETIME_FORCE_MONOTONIC_FIX=0 keeps condition-variable
// waits on it too (without it Chromium's threads stall for seconds on each wait).
//
// A run that fails without printing a test summary crashed or never started its tests (one such run, its cause
// unseen, once turned a CI red): it is tried once more and says so. A run that counted failed tests is not retried.
import { spawn, spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isTestSummary, passedCount } from './suite-summary.mjs';

/**
 * The moments, as local date-time, UTC offset and zone: the offset makes each an exact instant, and `checkMoment`
 * proves it is the zone's offset at that time (a hand-written offset that is wrong would try another hour).
 */
export const MOMENTS = [
  { key: 'riga-evening', at: '2027-03-27T22:45:00+02:00[Europe/Riga]', why: "Riga's late evening: the day's sessions are over" },
  { key: 'riga-midnight', at: '2027-03-27T23:59:00+02:00[Europe/Riga]', why: "Riga: a run crossing midnight into the spring's clock change" },
  { key: 'riga-spring', at: '2027-03-28T04:30:00+03:00[Europe/Riga]', why: "Riga's spring clock-change day, after the change (a 23-hour day)" },
  { key: 'riga-autumn', at: '2027-10-31T04:30:00+02:00[Europe/Riga]', why: "Riga's autumn clock-change day, after the repeated hour (a 25-hour day)" },
  { key: 'ny-evening', at: '2027-03-13T22:45:00-05:00[America/New_York]', why: "New York's late evening, the eve of its spring clock change" },
  { key: 'ny-autumn', at: '2027-11-07T01:30:00-04:00[America/New_York]', why: "New York's autumn clock-change day, the repeated hour's first pass" },
];

/** '2027-03-27T22:45:00+02:00[Europe/Riga]' → its instant (ms) and zone; throws on any other shape. */
export function parseMoment(at) {
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})([+-]\d{2}:\d{2})\[([\w/+-]+)\]$/.exec(at);
  if (!m) throw new Error(`not a moment: ${JSON.stringify(at)} (expected 2027-03-27T22:45:00+02:00[Europe/Riga])`);
  const epochMs = Date.parse(`${m[1]}${m[2]}`);
  if (Number.isNaN(epochMs)) throw new Error(`not a date-time: ${JSON.stringify(at)}`);
  return { epochMs, local: m[1], offset: m[2], zone: m[3] };
}

/** The zone's UTC offset at an instant, '+02:00' style, from Intl (the zone database the runtime ships). */
export function offsetAt(zone, epochMs) {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(epochMs)
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /^GMT(?:([+-]\d{2}):(\d{2}))?$/.exec(name ?? '');
  if (!m) throw new Error(`no UTC offset for ${zone}: ${name}`);
  return m[1] ? `${m[1]}:${m[2]}` : '+00:00';
}

/** A moment's instant, checked: the offset written must be the zone's at that local time. */
export function checkMoment(at) {
  const moment = parseMoment(at);
  const actual = offsetAt(moment.zone, moment.epochMs);
  if (actual !== moment.offset) {
    throw new Error(`${at}: ${moment.zone} is at ${actual} then, not ${moment.offset}`);
  }
  return moment;
}

/** The moments named by `keys` (all of them when none is named); throws on a key not in MOMENTS. */
export function pickMoments(keys) {
  const unknown = keys.filter((k) => !MOMENTS.some((m) => m.key === k));
  if (unknown.length) throw new Error(`no moment ${unknown.join(', ')} (there are ${MOMENTS.map((m) => m.key).join(', ')})`);
  return keys.length ? MOMENTS.filter((m) => keys.includes(m.key)) : MOMENTS;
}

/** faketime's offset argument that moves the clock from `nowMs` to `targetMs`. */
export const shiftArg = (targetMs, nowMs) => `${targetMs - nowMs >= 0 ? '+' : '-'}${Math.round(Math.abs(targetMs - nowMs) / 1000)}s`;

const FAKETIME_ENV = { FAKETIME_DONT_FAKE_MONOTONIC: '1', FAKETIME_FORCE_MONOTONIC_FIX: '0' };

function hasFaketime() {
  return spawnSync('faketime', ['--help'], { stdio: 'ignore' }).status === 0;
}

/** How a run ended, when it failed: its exit code, or the signal that ended it (a crash prints no test summary,
 * so this line is all a log's reader has); undefined when it passed. */
export function howItEnded({ status, signal, error }) {
  if (error) return `could not start: ${error.message}`;
  if (signal) return `ended by ${signal}`;
  return status === 0 ? undefined : `exit ${status}`;
}

/** Runs a command with its output passed through as it comes; resolves how it ended, whether it printed a
 * test runner's closing count (a failed run without one crashed or never started its tests) and how many tests
 * those counts say passed. */
function runShown(file, args, env) {
  return new Promise((resolve) => {
    const child = spawn(file, args, { env, stdio: ['inherit', 'pipe', 'pipe'] });
    let summarized = false;
    let passed = 0;
    const read = (line) => {
      if (!isTestSummary(line)) return;
      summarized = true;
      passed += passedCount(line) ?? 0;
    };
    for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
      let partial = '';
      from.on('data', (chunk) => {
        to.write(chunk);
        const lines = (partial + chunk.toString('utf8')).split('\n');
        partial = lines.pop() ?? '';
        lines.forEach(read);
      });
      // The last line may end without a newline ('end' comes before the child's 'close').
      from.on('end', () => read(partial));
    }
    child.on('error', (error) => resolve({ status: null, signal: null, error, summarized, passed }));
    child.on('close', (status, signal) => resolve({ status, signal, summarized, passed }));
  });
}

/** Runs `command` with the clock at the moment; resolves how it failed and whether it crashed, i.e. failed
 * without printing a test summary (undefined when it passed). */
async function runAt({ epochMs }, command) {
  const env = { ...process.env, ...FAKETIME_ENV };
  const shift = shiftArg(epochMs, Date.now());
  // Proves the shift took hold before trusting a green run: a node that ignored LD_PRELOAD would run the
  // suite at the real hour and pass without having tried the moment.
  const probe = spawnSync('faketime', ['-f', shift, process.execPath, '-e', 'process.stdout.write(String(Date.now()))'], {
    env,
    encoding: 'utf8',
  });
  const seen = Number(probe.stdout);
  if (probe.status !== 0 || !(Math.abs(seen - epochMs) < 60_000)) {
    console.error(`the clock did not move to ${new Date(epochMs).toISOString()} (read ${probe.stdout || probe.stderr})`);
    return { how: 'the clock did not move', crashed: true };
  }
  const run = await runShown('faketime', ['-f', shiftArg(epochMs, Date.now()), ...command], env);
  const how = howItEnded(run);
  if (how) return { how, crashed: !run.summarized };
  // A green run that passed no test tried nothing at this moment (a filter that matches no test any more).
  if (!run.passed) return { how: 'no test passed: the command ran none', crashed: false };
  return undefined;
}

async function main(argv) {
  const dash = argv.indexOf('--');
  const command = dash === -1 ? [] : argv.slice(dash + 1);
  if (!command.length) {
    console.error('usage: bookla-at-times [moment key…] -- <test command> [args…]');
    return 2;
  }
  let chosen;
  try {
    chosen = pickMoments(argv.slice(0, dash));
  } catch (error) {
    console.error(String(error.message));
    return 2;
  }
  if (!hasFaketime()) {
    // CI installs it (.ci/run): there a missing faketime is a failure, not a silent skip.
    const message = "faketime is not installed: the runs at other hours of the service's day are skipped (apt-get install -y faketime)";
    if (process.env.CI) {
      console.error(message);
      return 1;
    }
    console.log(message);
    return 0;
  }
  const moments = chosen.map((m) => ({ ...m, ...checkMoment(m.at) }));
  const failed = [];
  for (const m of moments) {
    console.log(`\n== at ${m.local.replace('T', ' ')} ${m.zone} (${new Date(m.epochMs).toISOString()}): ${m.why}`);
    let failure = await runAt(m, command);
    // A run that failed without counting its tests crashed (or never started them): the moment is tried once
    // more, as CI retries an end-to-end test once. Failed tests are not retried; a second crash fails the moment.
    if (failure?.crashed) {
      console.error(`the run at ${m.at} ended without a test summary (${failure.how}): trying that moment once more`);
      failure = await runAt(m, command);
      if (!failure) console.log(`the run at ${m.at} passed on its second try (the first ended without a test summary)`);
    }
    if (failure) {
      console.error(`the run at ${m.at} failed (${failure.how})`);
      failed.push(`${m.at} (${failure.how})`);
    }
  }
  if (failed.length) console.error(`\nfailed at: ${failed.join(', ')}`);
  return failed.length ? 1 : 0;
}

// Run as a command (npm links it as a bin: argv[1] is then the link), not when a test imports it.
if (process.argv[1] && fileURLToPath(import.meta.url) === realpathSync(process.argv[1])) process.exitCode = await main(process.argv.slice(2));
