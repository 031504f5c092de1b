// Writes the code the configurator's React tab exports for each widget type, unchanged, into each consumer app
// (<app>/<dir>/exported/<type>.tsx): the demo company's credentials, whose API the configurator points at its demo
// API base, here the app's sandbox, which the consumers' end-to-end spec starts. Run with the '@bookla/source' condition.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_API_KEY, DEMO_COMPANY_ID, DEMO_SERVICE_IDS } from '@bookla/sandbox';
import { mergeWithDefaults, WIDGET_TYPES } from '@bookla/runtime/config';
import { exportedConfig, reactCode } from '@bookla/configurator-web/export-code';
import { CONSUMER_APPS, sandboxApiUrl } from './apps.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const demo = { apiKey: DEMO_API_KEY, companyId: DEMO_COMPANY_ID, serviceId: DEMO_SERVICE_IDS.fixed };

for (const app of CONSUMER_APPS) {
  const dir = join(here, app.folder, app.exportedDir);
  mkdirSync(dir, { recursive: true });
  for (const type of WIDGET_TYPES) {
    const config = exportedConfig(type, mergeWithDefaults(type, type === 'booking' ? demo : { apiKey: demo.apiKey, companyId: demo.companyId }), {
      demo,
      demoApiUrl: sandboxApiUrl(app),
    });
    writeFileSync(join(dir, `${type}.tsx`), reactCode(type, config));
  }
}
