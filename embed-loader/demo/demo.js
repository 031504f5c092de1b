// Builds the three snippets a site owner would paste, with the sandbox's demo credentials (fetched from
// GET /sandbox/info, never written here), shows them, and runs them as the browser runs a pasted script.
import { generateSnippet } from '/snippet.js';

const status = document.querySelector('[data-status]');
const say = (text, tone) => {
  status.textContent = text;
  if (tone) status.dataset.tone = tone;
};

/** Runs a snippet's <script> body as an inline script would run (this page has no CSP; see strict.html). */
function runSnippet(snippet) {
  const code = /<script>([\s\S]*)<\/script>/.exec(snippet)?.[1];
  if (!code) throw new Error('generateSnippet returned no <script>');
  const script = document.createElement('script');
  script.textContent = code;
  document.body.append(script);
}

try {
  const where = await (await fetch('/demo-config.json')).json();
  const res = await fetch(`${where.sandboxUrl}/sandbox/info`);
  if (!res.ok) throw new Error(`GET /sandbox/info answered ${res.status}`);
  const info = await res.json();
  const base = { apiKey: info.apiKey, companyId: info.companyId, apiUrl: where.apiUrl };
  const widgets = [
    ['booking', 'demo-booking', { ...base, serviceId: info.services.fixed }],
    ['subscription', 'demo-subscription', base],
    ['giftcard', 'demo-gift-card', base],
  ];
  for (const [type, elementId, config] of widgets) {
    const snippet = generateSnippet(type, config, { scriptUrl: where.scriptUrl, elementId });
    document.querySelector(`[data-snippet="${elementId}"]`).textContent = snippet;
    runSnippet(snippet);
  }
  say(`Demo company ${info.companyId} from ${where.sandboxUrl}; widget.js from ${where.scriptUrl}.`);
} catch (error) {
  console.error(error);
  say(`The demo could not start: ${error.message}. Is the sandbox running?`, 'error');
}
