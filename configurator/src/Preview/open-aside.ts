import type { HostAdapter } from '../host-adapter';

type Notify = HostAdapter['notify'];

/** Said when the browser refuses the new tab (a pop-up blocker): the owner still learns where the visitor would go. */
export const PREVIEW_TAB_BLOCKED = (url: string) => `The widget sends visitors to ${url}. The browser blocked opening it in a new tab.`;

/**
 * Where the previewed widget would take the visitor away (a payment page, the owner's login page): a new tab, so
 * the configurator (and, in the Designer, the app's panel) stays where it is. A visitor on the owner's page goes
 * there in the same tab; the preview is not that page.
 */
export function openAside(url: string, notify: Notify): void {
  const opened = window.open(url, '_blank');
  // Not 'noopener' in the features: then open() returns null whether it opened or not, and a blocked tab goes unsaid.
  if (opened) opened.opener = null;
  else notify('warning', PREVIEW_TAB_BLOCKED(url));
}

/**
 * A plain click on a link in the widget under `container` (its shadow root included) that would leave in this tab
 * (the Pending screen's 'Complete Payment') goes to `open` instead. Links that open a tab of their own (terms) are
 * left alone. Returns the remover.
 */
export function linksAside(container: HTMLElement, open: (url: string) => void): () => void {
  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
    const link = e.composedPath().find((n): n is HTMLAnchorElement => n instanceof HTMLAnchorElement && !!n.href);
    if (!link || link.target === '_blank') return;
    e.preventDefault();
    open(link.href);
  };
  container.addEventListener('click', onClick);
  return () => container.removeEventListener('click', onClick);
}
