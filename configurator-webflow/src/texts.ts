// Every text the extension itself shows (the settings UI's are the configurator's), as the spec words them
// with the product named. 'Failed to add script' and 'No element selected' of the spec's catalogue are not
// here: the service registers scripts, so that failure shows addFailed (with the service's reason), and a
// missing selection shows selectToAdd.
export const TEXTS = {
  loading: 'Loading...',
  needsAccess: 'Bookla needs access to this website.',
  authorize: 'Authorize',
  authorizing: 'Authorizing...',
  loadFromCanvas: 'Load from Canvas',
  loadingFromCanvas: 'Loading from canvas...',
  addToCanvas: 'Add to Canvas',
  addingToCanvas: 'Adding to canvas...',
  // Remove from Canvas is ours (the spec names Load and Add only): without it a widget could leave the canvas
  // only by deleting its element, and an element kept with its DOM id still showed the widget once published.
  removeFromCanvas: 'Remove from Canvas',
  removingFromCanvas: 'Removing from canvas...',
  removeTitle: 'Remove the widget?',
  removeQuestion:
    'The selected widget is taken off the page and its stored settings are deleted. To keep them, press Cancel and Load from Canvas first.',
  removeConfirm: 'Remove',
  removed: 'Bookla widget removed from the canvas.',
  removeReminder: 'Publish the site to take the widget off the published page.',
  selectToRemove: 'Please select the element of the widget to remove.',
  removeFailed: 'Failed to remove the Bookla widget from the canvas.',
  placeholderHeading: 'Publish to see Bookla Widget',
  added: 'Bookla script added to the canvas.',
  publishReminder: 'Publish the site to make the widget live on the published page.',
  imported: 'Configuration imported successfully!',
  // Ours: the spec has no sign-out. The account menu at the end of the top bar names who is signed in and ends
  // that session on the service; the site stays authorized for its other people.
  account: 'Account',
  signedInAs: 'Signed in as',
  signOut: 'Sign out',
  signingOut: 'Signing out...',
  signedOut: 'Signed out of Bookla.',
  signOutFailed: 'Failed to sign out.',
  authFailed: 'Authentication failed',
  tokenData: 'Failed to parse token data',
  siteData: 'Failed to fetch site data',
  notFound: 'Bookla script not found on the canvas.',
  loadFailed: 'Failed to load the Bookla script from the canvas.',
  selectToLoad: 'Please select an element on the canvas to load the script into.',
  selectToAdd: 'Please select an element on the canvas to add the script to.',
  cannotHoldChildren: 'Please select an element on the canvas to add the script to.',
  // Ours: Add to Canvas replaces the element's children, and the Body's are the whole page.
  bodySelected: 'Select a Div Block or Section for the widget: adding it to the Body would replace the whole page.',
  addFailed: 'Failed to add the Bookla script to the canvas.',
  // Ours, for the popup and floating modes: the owner's button or link opens the popup and stays theirs; the
  // launcher is drawn by the widget, so the page only gets its (empty) host.
  selectOpener: 'Please select the button or link on the canvas that should open the popup.',
  notAnOpener: 'Select a Button, Link Block or Text Link to open the popup: the selected element cannot open it. Nothing was changed.',
  popupAdded: 'Bookla popup added: the selected button or link opens it.',
  floatingAdded: 'Bookla launcher added to the page.',
  dialogSelected:
    'The selected element opens or holds a Bookla popup or launcher: choose Popup or Floating button to update it, or remove it from the canvas first.',
  applyFailed: 'Failed to apply configuration',
  notDesignMode: 'Switch the Designer to Design mode to change the canvas: nothing was changed.',
  droppedSettings: 'Published without these settings, which were not valid:',
  // Ours: the panel keeps the settings being edited in the browser, one set per site, so a closed panel or a
  // reloaded Designer loses nothing; this says so once when the browser will not keep them.
  draftsNotSaved:
    'Your changes cannot be kept in this browser (its storage is blocked or full). Add the widget to the canvas before you close this panel.',
} as const;
