// The wire between the fake `webflow` global inside the extension's iframe and the harness page that holds the
// Designer's state: the shape Webflow's own injected script uses (postMessage to the parent, one reply per
// call), with both ends checking the other's origin.

export const RPC = 'bookla-fake-designer';

/** What crosses the wire for the objects the Designer hands out. */
export type Wire =
  | { kind: 'element'; id: string; type: string; children: boolean; textContent: boolean; domId: boolean; styles: boolean; customAttributes: boolean }
  | { kind: 'style'; name: string }
  | { kind: 'preset'; name: string }
  | { kind: 'page'; id: string }
  | string
  | number
  | boolean
  | null
  | Wire[]
  | { [key: string]: Wire };

export interface RpcCall {
  rpc: typeof RPC;
  id: number;
  /** A `webflow` method ('getSelectedElement'), an element's ('element.append') or a style's ('style.setProperties'). */
  method: string;
  /** For element and style methods the first parameter is the element id or style name. */
  params: Wire[];
}

export type RpcReply = { rpc: typeof RPC; id: number; result: Wire } | { rpc: typeof RPC; id: number; error: { message: string; tag?: string } };

/** A Designer event pushed to the extension, not an answer to a call (the owner switched the appearance). */
export interface RpcEvent {
  rpc: typeof RPC;
  event: 'currenttheme';
  value: Wire;
}

export const isEvent = (v: unknown): v is RpcEvent =>
  typeof v === 'object' && v !== null && (v as RpcEvent).rpc === RPC && (v as RpcEvent).event === 'currenttheme' && typeof (v as RpcEvent).value === 'string';

export const isCall = (v: unknown): v is RpcCall =>
  typeof v === 'object' && v !== null && (v as RpcCall).rpc === RPC && typeof (v as RpcCall).id === 'number' && typeof (v as RpcCall).method === 'string' && Array.isArray((v as RpcCall).params);

export const isReply = (v: unknown): v is RpcReply =>
  typeof v === 'object' && v !== null && (v as RpcReply).rpc === RPC && typeof (v as RpcReply).id === 'number';
