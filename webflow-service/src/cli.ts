// `node dist/cli.js`: the service alone (production, or development against a fake Webflow).
import { ConfigError } from './env';
import { startService } from './server';

try {
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
