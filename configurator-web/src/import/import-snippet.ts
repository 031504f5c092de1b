import JSON5 from 'json5';
import { INIT_FUNCTIONS, parseSnippet, SNIPPET_ERRORS, WIDGET_TYPES } from '@bookla/runtime/config';
import { REACT_COMPONENTS } from '../react-components';
import { TYPE_LABELS, type ConfiguratorApi } from '@bookla/configurator';
import type { SanitizeWarning, SnippetCall } from '@bookla/runtime/config';

/** The owner-facing texts of an import, word for word as the product states them. */
export const IMPORT_MESSAGES = Object.freeze({
  empty: SNIPPET_ERRORS.empty,
  unparseable: SNIPPET_ERRORS.unparseable,
  applyFailed: 'Failed to apply configuration',
  success: 'Configuration imported successfully!',
});

export type ImportOutcome =
  | {
      ok: true;
      message: string;
      warnings: SanitizeWarning[];
      /** The widget whose settings were imported. */
      imported: SnippetCall;
      /** The other widgets the code starts, in its order: not imported. */
      skipped: SnippetCall[];
    }
  | { ok: false; message: string };

/** Widgets or dropped settings named in a message; the rest are counted, so a hostile snippet cannot flood the page. */
export const MAX_LISTED = 8;

/** 'Gift Card widget (bookla-gifts)': a widget as the owner knows it, with its element's id when the code names it. */
const widget = ({ type, elementId }: SnippetCall) => `${TYPE_LABELS[type]} widget${elementId ? ` (${elementId})` : ''}`;

/**
 * What the owner is told when the code starts more than one widget: the one imported, each one that was not (the
 * configurator edits one widget at a time), and how to import another. Null when there is nothing left out.
 */
export function skippedMessage(imported: SnippetCall, skipped: readonly SnippetCall[]): string | null {
  if (!skipped.length) return null;
  const named = skipped.slice(0, MAX_LISTED).map((c) => `the ${widget(c)}`);
  const more = skipped.length - named.length;
  const others = skipped.length === 1 ? `${named[0]} was not` : `these were not: ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
  const how = skipped.length === 1 ? 'To edit it' : 'To edit one of them';
  return `This code starts ${skipped.length + 1} widgets. The ${widget(imported)} was imported; ${others}. ${how}, import its code on its own.`;
}

/**
 * The configuration literal as data: JSON, as Export writes it, else a JavaScript object literal written by
 * hand as the docs' examples are (bare keys, single quotes, trailing commas, comments), read by JSON5's parser.
 * Neither evaluates anything: a variable, a call, a spread or a template string is not data and fails. JSON5 is
 * a well-kept parser for exactly this syntax; it arrives with the Import dialog's chunk, not the first paint.
 */
export function readLiteral(literal: string): unknown {
  try {
    return JSON.parse(literal);
  } catch {
    return JSON5.parse(literal);
  }
}

/**
 * The Export dialog's React tab (export-code.ts `reactCode`) as the snippet reader takes it: the component it
 * renders names the widget type and its `config` constant, type annotation and all, is the configuration, so
 * the code becomes that constant and the matching init call. Null for anything else.
 */
export function reactAsSnippet(text: string): string | null {
  const type = WIDGET_TYPES.find((t) => new RegExp(`<${REACT_COMPONENTS[t].name}\\b`).test(text));
  const constant = /\bconst\s+config\s*(?::[^=;{}]*)?=\s*(?=\{)/;
  if (!type || !constant.test(text)) return null;
  return `${text.replace(constant, 'const config = ')}\nBooklaWidgets.${INIT_FUNCTIONS[type]}(el, config);`;
}

/**
 * Imports a pasted snippet into the configurator. The text is untrusted: it is only ever read by
 * `parseSnippet` with `readLiteral` (never evaluated, never put into a script element), and nothing here throws,
 * whatever the text or the apply step does: every path ends in the success text or one of the error texts.
 * The warnings are everything sanitizing dropped, in parse order and then the apply step's, and `skipped` the
 * widgets the code starts besides the one imported, so the owner can be told what did not survive rather than
 * lose it silently.
 */
export function importSnippet(text: string, api: Pick<ConfiguratorApi, 'applyImported'>): ImportOutcome {
  let parsed: ReturnType<typeof parseSnippet>;
  try {
    parsed = parseSnippet(text, readLiteral);
    // Not a snippet: perhaps the React tab's code.
    const react = !parsed.ok && parsed.error === SNIPPET_ERRORS.unparseable ? reactAsSnippet(text) : null;
    if (react) parsed = parseSnippet(react, readLiteral);
  } catch (error) {
    // parseSnippet is written never to throw; if a future bug makes it, the owner still sees the parse text.
    console.error('Bookla: import failed while reading the script', error);
    return { ok: false, message: IMPORT_MESSAGES.unparseable };
  }
  if (!parsed.ok) {
    if (parsed.error === IMPORT_MESSAGES.unparseable) console.error('Bookla: could not parse the imported script');
    return { ok: false, message: parsed.error };
  }
  try {
    const applied = api.applyImported(parsed.type, parsed.config);
    const warnings = [...parsed.warnings, ...(Array.isArray(applied?.warnings) ? applied.warnings : [])];
    return { ok: true, message: IMPORT_MESSAGES.success, warnings, imported: parsed.call, skipped: parsed.skipped };
  } catch (error) {
    console.error('Bookla: could not apply the imported configuration', error);
    return { ok: false, message: IMPORT_MESSAGES.applyFailed };
  }
}
