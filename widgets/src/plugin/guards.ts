// Minimal shape checks of API rows: a malformed row is dropped instead of crashing the list. Hand-written
// rather than zod/mini because a few typeof checks cost far fewer bytes in the widget chunks.
export const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isStr = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
export const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
/** The value when it is a plain object, else undefined. */
export const optObj = (v: unknown): Record<string, unknown> | undefined => (isObj(v) ? v : undefined);
