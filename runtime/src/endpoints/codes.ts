import { seg, validated, type GroupFactory } from '../client-core';

export const codesApi: GroupFactory<'codes'> = ({ call }) => ({
  validate: async (code, req, opts) =>
    call('POST', `/v1/client/codes/${seg(code, 'code')}/validate`, 'apiKeyOrBearer', opts, await validated('codeValidateRequestSchema', req)),
});
