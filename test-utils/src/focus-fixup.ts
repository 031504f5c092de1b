/**
 * What Chrome does and happy-dom does not: a focused control that becomes disabled loses the focus to the page's
 * body (the focus fixup rule), with no focus event. Tests of what a busy, disabled control means for the focus
 * (a dialog's opener while the dialog's code arrives) run with it. Returns the function that stops it.
 */
export function focusFixup(doc: Document = document): () => void {
  const observer = new MutationObserver(() => {
    if (!(doc.activeElement as HTMLElement | null)?.matches(':disabled')) return;
    // happy-dom will not blur a disabled control: the focus goes through a field that is then taken away, its focus
    // event stopped before the page's listeners see it (Chrome's move to the body fires none).
    const hide = (e: Event) => e.stopImmediatePropagation();
    const win = doc.defaultView!;
    win.addEventListener('focusin', hide, true);
    const through = doc.body.appendChild(doc.createElement('input'));
    through.focus();
    through.remove();
    win.removeEventListener('focusin', hide, true);
  });
  observer.observe(doc.body, { attributes: true, subtree: true, attributeFilter: ['disabled'] });
  return () => observer.disconnect();
}
