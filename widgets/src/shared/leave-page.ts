/**
 * Where a widget sends the visitor away from the page (the payment page, the owner's login page): the whole window.
 * A widget on a page shown in a frame (a site builder that frames custom code, an owner's own iframe) would
 * otherwise load the payment page inside that frame, and payment pages refuse frames. A frame whose sandbox
 * forbids moving the top window throws; the frame itself goes there then, as before. `win`: for tests.
 */
export function leavePage(url: string, win: Pick<Window, 'top' | 'self' | 'location'> = window): void {
  try {
    if (win.top != win.self) return void (win.top!.location.href = url);
  } catch {
    // Fall through: a sandboxed frame without allow-top-navigation.
  }
  win.location.assign(url);
}
