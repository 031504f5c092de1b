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
  | 'notify'
  | 'setExtensionSize'
  | 'isMode'
  | 'elementPresets'
  | 'createStyle'
  | 'getStyleByName'
>;

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
