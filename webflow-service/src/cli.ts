// `node dist/cli.js`: the service alone (production, or development against a fake Webflow).
// `node dist/cli.js rotate-token-key`: re-encrypts the stored Webflow tokens after a key change, then exits.
import { ConfigError } from './env';
import { rotateTokenKey } from './rotate-command';
import { startService } from './server';

const command = process.argv[2];
try {
  if (command === 'rotate-token-key') {
    const report = await rotateTokenKey();
    process.exit(report.unreadable.length ? 1 : 0);
  } else if (command !== undefined) {
    console.error(`webflow-service: unknown command "${command}" (no command starts the service; rotate-token-key re-encrypts the stored tokens)`);
    process.exit(2);
  }
  const service = await startService();
  console.log(`Webflow service  ${service.url}   (database: ${service.database})`);
  const stop = () => service.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`webflow-service: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
