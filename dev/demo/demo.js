// Builds the snippets a site owner would paste, one per feature worth seeing, with the sandbox's demo
// credentials (fetched from GET /sandbox/info, never written here), shows each under its widget, and runs
// them as the browser runs a pasted script.
import { generateSnippet } from '/snippet.js';

const status = document.querySelector('[data-status]');
const main = document.querySelector('[data-demos]');
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

/** One demo: heading, what to try, the widget's element and its snippet. Built with DOM calls, no HTML from text. */
function section(demo, snippet) {
  const el = (tag, props = {}, ...children) => {
    const node = Object.assign(document.createElement(tag), props);
    node.append(...children);
    return node;
  };
  const headingId = `h-${demo.id}`;
  const box = el('section', { id: `demo-${demo.id}` });
  box.setAttribute('aria-labelledby', headingId);
  box.append(
    el('h2', { id: headingId }, demo.title),
    el('p', { className: 'hint' }, demo.hint),
    ...(demo.opener ? [opener(demo)] : []),
    el('div', { id: `bookla-${demo.id}`, className: demo.opener || demo.config.embed ? '' : 'slot' }),
    el('details', {}, el('summary', {}, 'Snippet'), el('pre', {}, snippet)),
  );
  return box;
}

/** A popup's opener: an element of the page naming the widget's element (any element would do). */
function opener(demo) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = demo.opener;
  button.setAttribute('data-bookla-open', `bookla-${demo.id}`);
  return button;
}

try {
  const where = await (await fetch('/demo-config.json')).json();
  const res = await fetch(`${where.sandboxUrl}/sandbox/info`);
  if (!res.ok) throw new Error(`GET /sandbox/info answered ${res.status}`);
  const info = await res.json();
  const base = { apiKey: info.apiKey, companyId: info.companyId, apiUrl: where.apiUrl };
  const s = info.services;
  const demos = [
    { id: 'fixed', type: 'booking', title: 'Fixed service', hint: 'One-hour court slots: pick a day and a time, then book as a guest.', config: { ...base, serviceId: s.fixed } },
    { id: 'flexible', type: 'booking', title: 'Flexible duration', hint: 'A studio booked for as long as you need: change the duration and the times follow.', config: { ...base, serviceId: s.flexible } },
    { id: 'group', type: 'booking', title: 'Group class', hint: 'Choose how many participants (1 to 10).', config: { ...base, serviceId: s.group } },
    { id: 'ticket', type: 'booking', title: 'Tickets', hint: 'Choose ticket quantities first (adult, child, senior), then a time.', config: { ...base, serviceId: s.ticket } },
    { id: 'days', type: 'booking', title: 'Nightly stays', hint: 'Check-in and check-out dates; the night count follows.', config: { ...base, serviceId: s.days } },
    { id: 'paid', type: 'booking', title: 'Paid service', hint: 'Booking it sends you to the (sandbox) payment page, then back.', config: { ...base, serviceId: s.paid } },
    { id: 'selector', type: 'booking', title: 'Service selector', hint: 'The visitor first chooses one of the company’s services.', config: { ...base, showServiceSelector: true } },
    {
      id: 'code-terms-fields',
      type: 'booking',
      title: 'Codes, terms and custom fields',
      hint: `Type the code ${info.codes.valid} (applies) or ${info.codes.invalid} (expired); tick the terms; fill the extra fields.`,
      config: {
        ...base,
        serviceId: s.fixed,
        codeEnabled: true,
        termsEnabled: true,
        customFormFields: [
          { type: 'text', labelText: 'Racket size', required: false, errorText: '', inputWidth: 'auto / span 1' },
          { type: 'select', labelText: 'Level', required: true, errorText: 'Please choose your level', inputWidth: 'auto / span 1', options: 'Beginner, Intermediate, Advanced' },
          { type: 'textarea', labelText: 'Notes for the coach', required: false, errorText: '', inputWidth: 'auto / span 2' },
        ],
      },
    },
    { id: 'subscription', type: 'subscription', title: 'Subscription plans', hint: 'Pick a plan and buy it as a guest; discounted plans show the earlier price.', config: base },
    { id: 'gift-card', type: 'giftcard', title: 'Gift cards', hint: 'Tax included, tax added on top, and no tax.', config: base },
    {
      id: 'popup',
      type: 'booking',
      title: 'Popup',
      hint: 'The page’s own button opens the booking in a dialog; Escape or the close button closes it, and reopening keeps your choice.',
      opener: 'Book a court',
      config: { ...base, serviceId: s.fixed, embed: { mode: 'popup' } },
    },
    {
      id: 'floating',
      type: 'giftcard',
      title: 'Floating button',
      hint: 'The “Buy a gift card” button in the bottom left corner of this page opens the gift cards in a dialog.',
      config: { ...base, embed: { mode: 'floating', launcher: { text: 'Buy a gift card', background: '#0f766e', textColor: '#ffffff', side: 'left', sideOffset: 24, bottomOffset: 24 } } },
    },
  ];
  for (const demo of demos) {
    const snippet = generateSnippet(demo.type, demo.config, { scriptUrl: where.scriptUrl, elementId: demo.id });
    main.append(section(demo, snippet));
    runSnippet(snippet);
  }
  say(`Demo company ${info.companyId} from ${where.sandboxUrl}; widget.js from ${where.scriptUrl}.`);
} catch (error) {
  console.error(error);
  say(`The demo could not start: ${error.message}. Is the sandbox running?`, 'error');
}
