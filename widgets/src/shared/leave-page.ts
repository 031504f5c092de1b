/** How long a framed widget waits for the top window to go before it goes itself (see leavePage). */
export const TOP_NAVIGATION_WAIT_MS = 3000;

/**
 * Where a widget sends the visitor away from the page (the payment page, the owner's login page): the whole window.
 * A widget on a page shown in a frame (a site builder that frames custom code, an owner's own iframe) would
 * otherwise load the payment page inside that frame, and payment pages refuse frames. A frame whose sandbox
 * forbids moving the top window throws in Chromium and Firefox: the frame itself goes then, as before. Safari
 * refuses some such navigations without a word (a sandbox that allows it only on a click, once an awaited request
 * has outlived the click): a frame still there after TOP_NAVIGATION_WAIT_MS goes itself too. A top navigation that
 * went through hides this frame's page, which cancels the timer: in the back/forward cache the timer would
 * otherwise be waiting, and the HTML standard runs it on once the page is shown again, sending the frame to the
 * payment page after the visitor came Back (Chromium happens not to; the standard is the guard). `win`: for tests.
 */
export function leavePage(url: string, win: Pick<Window, 'top' | 'self' | 'location' | 'setTimeout' | 'clearTimeout' | 'addEventListener'> = window): void {
  try {
    if (win.top != win.self) {
      win.top!.location.href = url;
      const timer = win.setTimeout(() => win.location.assign(url), TOP_NAVIGATION_WAIT_MS);
      win.addEventListener('pagehide', () => win.clearTimeout(timer), { once: true });
      return;
    }
  } catch {
    // Fall through: a sandboxed frame without allow-top-navigation.
  }
  win.location.assign(url);
}
