// Where the focus goes when a dialog closes: back to the control that opened it, so a keyboard or screen reader
// user goes on from where they were instead of from the top of the page.

/** What a person can focus or press: the opener is the nearest of these around what they pressed. */
const CONTROL = 'button, a[href], input, select, textarea, [tabindex]';

// The control that last had the focus or was pressed. Most openers still hold the focus when their dialog opens,
// but one that shows a busy state while the dialog's code or data arrives is disabled meanwhile, and a browser
// moves the focus off a disabled control to the page's body: by the time the dialog opens, the body is all
// `document.activeElement` can say (Chrome does so since its focus fixup). Safari gives a pressed button no focus.
let last: Element | undefined;
let watching = 0;

function remember(event: Event) {
  const target = event.target;
  const control = target instanceof Element ? target.closest(CONTROL) : null;
  if (control) last = control;
}

/**
 * Keeps track of the control that last had the focus or was pressed, for `opener`; returns the function that stops.
 * The configurator runs it while it is mounted, so every dialog inside it, however late it mounts, finds its opener.
 */
export function watchOpeners(doc: Document = document): () => void {
  if (watching++ === 0) {
    doc.addEventListener('focusin', remember, true);
    doc.addEventListener('pointerdown', remember, true);
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    if (--watching > 0) return;
    doc.removeEventListener('focusin', remember, true);
    doc.removeEventListener('pointerdown', remember, true);
    last = undefined;
  };
}

/**
 * The control that opened a dialog opening now: the focused element, or, when the focus has fallen to the page's
 * body (its opener turned disabled while busy), the control that last had the focus or was pressed.
 */
export function opener(doc: Document = document): HTMLElement | undefined {
  const active = doc.activeElement;
  if (active instanceof HTMLElement && active !== doc.body) return active;
  return last instanceof HTMLElement && last.isConnected ? last : undefined;
}

const disabled = (el: HTMLElement) => el.matches(':disabled');

/**
 * Gives the focus back to `to` once a dialog has closed, unless the person has put it somewhere else meanwhile
 * (a click outside the dialog that landed on a field). When `to` is disabled (its action under way, say), it gets
 * the focus as soon as it is enabled again, if nothing else has taken it by then. Returns what cancels it.
 */
export function giveFocusBack(to: HTMLElement): () => void {
  const doc = to.ownerDocument;
  // Where the focus was when the dialog closed: inside it, usually (its Close button, the field Escape was pressed in).
  const atClose = doc.activeElement;
  const free = () => {
    const active = doc.activeElement;
    return !active || active === doc.body || active === atClose || !active.isConnected;
  };
  let observer: MutationObserver | undefined;
  const stop = () => {
    observer?.disconnect();
    doc.removeEventListener('focusin', onFocusElsewhere, true);
  };
  function onFocusElsewhere(event: Event) {
    if (event.target !== to) stop();
  }
  const focus = () => {
    if (!to.isConnected) return stop();
    if (disabled(to)) return;
    stop();
    if (free()) to.focus({ preventScroll: true });
  };
  // A task later, as Mantine's own return does: the dialog's last events (the key that closed it) have run.
  const timer = setTimeout(() => {
    if (!disabled(to)) return focus();
    observer = new MutationObserver(focus);
    observer.observe(to, { attributes: true, attributeFilter: ['disabled'] });
    doc.addEventListener('focusin', onFocusElsewhere, true);
  }, 0);
  return () => {
    clearTimeout(timer);
    stop();
  };
}
