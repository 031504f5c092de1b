import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_API_KEY, DEMO_COMPANY_ID, DEMO_SERVICE_ID } from './demo';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
let child: ChildProcess | undefined;
afterEach(() => {
  child?.kill();
  child = undefined;
});

/** Runs the CLI from source and collects its output until `done` says enough or it exits. */
function run(args: string[], env: Record<string, string> = {}, done = (out: string) => out.includes('State:')) {
  return new Promise<{ out: string; code: number | null }>((resolve) => {
    child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], { env: { ...process.env, ...env }, cwd: fileURLToPath(new URL('..', import.meta.url)) });
    let out = '';
    const take = (chunk: Buffer) => {
      out += chunk.toString();
      if (done(out)) resolve({ out, code: null });
    };
    child.stdout!.on('data', take);
    child.stderr!.on('data', take);
    child.on('exit', (code) => resolve({ out, code }));
  });
}

describe('cli', () => {
  it('prints the URLs and demo credentials, and serves on the chosen port', async () => {
    const { out } = await run(['--port', '0']);
    const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)![1]!;
    expect(out).toContain(`Demo API key:       ${DEMO_API_KEY}`);
    expect(out).toContain(`Demo company id:    ${DEMO_COMPANY_ID}`);
    expect(out).toContain(`Demo service id:    ${DEMO_SERVICE_ID}`);
    expect(out).toContain(`API base (apiUrl):  ${url}/api`);
    const info = await (await fetch(`${url}/sandbox/info`)).json();
    expect(info.apiKey).toBe(DEMO_API_KEY);
  });

  it('takes PORT from the environment and rejects a bad port with usage', async () => {
    const bad = await run([], { PORT: 'abc' }, () => false);
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('--port must be 0…65535, got "abc"');
    expect(bad.out).toContain('Usage: bookla-sandbox');
  });
});
