import { describe, expect, it } from 'vitest';
import { redact } from './log';

describe('log redaction', () => {
  it('masks bearer tokens, JWTs, Webflow tokens and OAuth query values', () => {
    const line = redact('Authorization: Bearer abc.def.ghi token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig wf_AbCdEf123456789 /callback?code=XYZ&state=SIG.body');
    expect(line).toBe('Authorization: Bearer [redacted] token [jwt] [webflow-token] /callback?code=[redacted]&state=[redacted]');
    // However it is spaced or cased.
    expect(redact('authorization: bearer   abc123 and BEARER\tdef456')).toBe('authorization: Bearer [redacted] and Bearer [redacted]');
  });
});
