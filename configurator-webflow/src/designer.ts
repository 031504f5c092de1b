/// <reference types="@webflow/designer-extension-typings" />
// The part of Webflow's Designer API the extension uses. `webflow` is a global Webflow injects into the
// extension's page before our code runs (it is not an npm module); reading it through this one module keeps
// the rest of the app testable with a fake that implements the same typed subset.

/** Designer calls the extension makes: everything else of `WebflowApi` stays unused. */
export type DesignerApi = Pick<
  WebflowApi,
  | 'getIdToken'
  | 'getSiteInfo'
  | 'getCurrentPage'
  | 'getSelectedElement'
  | 'getRootElement'
  | 'getAllElements'
  | 'notify'
  | 'setExtensionSize'
  | 'isMode'
  | 'elementPresets'
  | 'createStyle'
  | 'getStyleByName'
  | 'getTheme'
> & {
  /** Of `webflow.subscribe`'s events the extension listens to one: the Designer's appearance. */
  subscribe(event: 'currenttheme', callback: (theme: AppearanceSettings) => void): Unsubscribe;
};

export type Scheme = 'light' | 'dark';

/** The colour scheme of a Designer appearance: its three dark settings are dark, 'light' (and anything new) light. */
export const schemeOf = (appearance: unknown): Scheme => (typeof appearance === 'string' && appearance.startsWith('dark') ? 'dark' : 'light');

/**
 * The Designer's current scheme, for the panel's first render. The Designer's default is dark, but a Designer
 * without the call, one that fails or one that has not answered within `waitMs` gets the light panel the
 * extension always had, rather than a panel that never renders.
 */
export async function designerScheme(designer: Pick<DesignerApi, 'getTheme'>, waitMs = 1500): Promise<Scheme> {
  if (typeof designer.getTheme !== 'function') return 'light';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'light'>((resolve) => (timer = setTimeout(resolve, waitMs, 'light')));
  try {
    return await Promise.race([designer.getTheme().then(schemeOf), late]);
  } catch {
    return 'light';
  } finally {
    clearTimeout(timer);
  }
}

/** Calls `onChange` with the scheme each time the owner switches the Designer's appearance; returns the unsubscribe. */
export function watchDesignerScheme(designer: Pick<DesignerApi, 'subscribe'>, onChange: (scheme: Scheme) => void): () => void {
  if (typeof designer.subscribe !== 'function') return () => {};
  try {
    const unsubscribe = designer.subscribe('currenttheme', (theme) => onChange(schemeOf(theme)));
    return typeof unsubscribe === 'function' ? unsubscribe : () => {};
  } catch {
    return () => {};
  }
}

/** The injected global, or undefined outside the Designer (a plain browser tab). */
export function findDesigner(scope: { webflow?: unknown } = globalThis as { webflow?: unknown }): DesignerApi | undefined {
  const api = scope.webflow as Partial<DesignerApi> | undefined;
  return api && typeof api.getIdToken === 'function' && typeof api.getSelectedElement === 'function' ? (api as DesignerApi) : undefined;
}

/** The error tag Webflow puts on `error.cause.tag` (stable, unlike the message). */
export function designerErrorTag(error: unknown): string | undefined {
  const cause = (error as { cause?: { tag?: unknown } } | null)?.cause;
  return typeof cause?.tag === 'string' ? cause.tag : undefined;
}
