#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { DEFAULT_PORT } from './demo';
import { startSandbox } from './index';

const USAGE = 'Usage: bookla-sandbox [--port 4010] [--host 127.0.0.1] [--state file.json]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, host: { type: 'string' }, state: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const rawPort = values.port ?? process.env.PORT ?? String(DEFAULT_PORT);
  const port = Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be 0…65535, got "${rawPort}"\n${USAGE}`);
  const sandbox = await startSandbox({ port, host: values.host ?? process.env.HOST, stateFile: values.state });
  const { info } = sandbox;
  console.log(`Bookla sandbox listening on ${sandbox.url}
  API base (apiUrl):  ${sandbox.apiUrl}
  Info:               ${sandbox.url}/sandbox/info
  Demo API key:       ${info.apiKey}
  Demo company id:    ${info.companyId}
  Demo service id:    ${info.serviceId} (fixed)
  Services:           ${Object.entries(info.services).map(([k, v]) => `${k}=${v}`).join('\n                      ')}
  Codes:              valid ${info.codes.valid}, invalid ${info.codes.invalid}
  Client tokens:      POST ${info.endpoints.token}
  State:              ${values.state ?? 'in memory'}`);
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(`bookla-sandbox: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
