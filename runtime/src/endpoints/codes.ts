import type { CodeValidateRequest, CodeValidateResponse } from '../api-types';
import type { CallOptions } from '../http';
import { seg, validated, type ClientCore } from '../client-base';

/** Discount and gift codes. */
export interface CodesApi {
  validate(code: string, request: CodeValidateRequest, options?: CallOptions): Promise<CodeValidateResponse>;
}

export const codesApi: (core: ClientCore) => CodesApi = ({ call }) => ({
  validate: async (code, req, opts) =>
    call('POST', `/v1/client/codes/${seg(code, 'code')}/validate`, 'apiKeyOrBearer', opts, await validated('codeValidateRequestSchema', req)),
});
