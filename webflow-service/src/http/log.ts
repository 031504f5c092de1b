// Log lines hold methods, paths without their query (the OAuth callback's carries a code and a state), statuses
// and timings; and every line passes through `redact`, which masks anything shaped like a bearer token, a JWT
// or a Webflow token, in case a message quotes one.
export type Logger = (line: string) => void;

export function redact(line: string): string {
  return line
    .replace(/Bearer\s+[^\s"',]+/gi, 'Bearer [redacted]')
    .replace(/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[jwt]')
    .replace(/\bwf_[\w-]{8,}/g, '[webflow-token]')
    .replace(/([?&](code|state|token|idToken|access_token)=)[^&\s]+/gi, '$1[redacted]');
}

export const createLogger =
  (sink: (line: string) => void = (l) => console.log(l)): Logger =>
  (line) =>
    sink(redact(line));
