/** Plain HTML pages of the sandbox payment step: no script, every value escaped. */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount / 100);
}

export interface PaymentPage {
  title: string;
  /** Label/value rows describing what is being paid. */
  rows: [string, string][];
  total: string;
  /** Form targets; without them the page only reports the outcome. */
  payAction?: string;
  cancelAction?: string;
  message?: string;
}

export function renderPaymentPage(page: PaymentPage): string {
  const rows = page.rows.map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('');
  const forms = page.payAction && page.cancelAction
    ? `<div class="actions">
<form method="post" action="${escapeHtml(page.payAction)}"><button type="submit" name="action" value="pay">Pay ${escapeHtml(page.total)}</button></form>
<form method="post" action="${escapeHtml(page.cancelAction)}"><button type="submit" name="action" value="cancel" class="secondary">Cancel</button></form>
</div>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} · Bookla sandbox payment</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1a1b1e}
main{max-width:28rem;margin:3rem auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin:0 0 1rem}table{width:100%;border-collapse:collapse;margin:0 0 1.5rem}
th{text-align:start;font-weight:500;color:#495057;padding:.25rem 1rem .25rem 0}td{text-align:end}
.actions{display:flex;gap:.75rem}button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:0;background:#1c7ed6;color:#fff;cursor:pointer}
button.secondary{background:#e9ecef;color:#1a1b1e}button:focus-visible{outline:3px solid #74c0fc;outline-offset:2px}
.note{color:#495057;font-size:.9rem}
</style></head>
<body><main>
<h1>${escapeHtml(page.title)}</h1>
${page.message ? `<p role="status">${escapeHtml(page.message)}</p>` : ''}
<table>${rows}<tr><th scope="row">Total</th><td><strong>${escapeHtml(page.total)}</strong></td></tr></table>
${forms}
<p class="note">Sandbox payment: no money moves. Pay confirms, Cancel releases the reservation.</p>
</main></body></html>`;
}
