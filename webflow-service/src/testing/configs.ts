// Tests only: widget configurations and their snippets, as the extension sends them.
import { generateSnippet, valueRules, type WidgetType } from '@bookla/runtime/config';
import { prng } from '@bookla/test-utils/prng';
import { randomConfig } from '@bookla/test-utils/random-config';

/**
 * A booking configuration with every setting changed (the shared generator's, seeded, every value one a widget
 * keeps): far over Webflow's 2000 characters. Its own credentials, region and one service, so a test can find them.
 */
export function styledConfig(seed = 1): Record<string, unknown> {
  return {
    ...randomConfig(prng(seed), valueRules('booking'), { fill: 1 }),
    apiKey: 'key-live-123',
    companyId: 'company-9',
    serviceId: 'service-4',
    showServiceSelector: false,
    region: 'eu',
  };
}

export const snippetFor = (type: WidgetType, config: Record<string, unknown>, elementId: string) =>
  generateSnippet(type, config as never, { scriptUrl: 'http://localhost:4011/1.1.1/widget.js', elementId });
