/**
 * The fixed static value of the Authorization header of the public cloud-instance calls
 * (status-servidor and liga-servidor use a fixed static authorization value, not the session's token;
 * the contract's security scheme chaveServidorNuvem). The mock API checks the same value.
 */
export const CLOUD_AUTHORIZATION = 'Basic cmV0YWd1YXJkYTpzZXJ2aWRvcmVz';

/** Request options of those calls (the app's HTTP client keeps a header that is already set). */
export const cloudRequest = { headers: { Authorization: CLOUD_AUTHORIZATION } } as const;
