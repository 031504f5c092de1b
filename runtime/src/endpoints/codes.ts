import type { CodeValidateRequest, CodeValidateResponse } from '../api-types';
import type { CallOptions } from '../http';
import { seg, validated, type Endpoint, type EndpointGroup } from '../client-base';

/** Discount and gift codes. */
export interface CodesApi {
  validate(code: string, request: CodeValidateRequest, options?: CallOptions): Promise<CodeValidateResponse>;
}

export const codesValidate: Endpoint<CodesApi['validate']> = (c) => async (code, req, opts) =>
  c.call('POST', `/v1/client/codes/${seg(code, 'code')}/validate`, 'apiKeyOrBearer', opts, await validated('codeValidateRequestSchema', req));

/** Every codes endpoint. */
export const codesApi: EndpointGroup<CodesApi> = { validate: codesValidate };
