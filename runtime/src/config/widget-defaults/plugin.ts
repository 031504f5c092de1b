import type { PluginErrorTexts } from '../types';

/** The error texts of the subscription and gift card widgets. */
export const PLUGIN_ERROR_TEXTS: PluginErrorTexts = {
  missingParametersPlugin: 'Missing required parameters. Please provide apiKey and companyId.',
};
