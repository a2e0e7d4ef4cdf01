import axios, { type AxiosInstance } from 'axios';
import qs from 'qs';
import { REQUEST_TIMEOUT_MS } from '../config/constants';

/** docs/protocol.md#the-calls: content type JSON UTF-8, set on requests that carry a body. */
export const JSON_CONTENT_TYPE = 'application/json;charset=UTF-8';

/** docs/behaviour.md#constants: success statuses are 200 to 299. */
function isSuccessStatus(status: number): boolean {
  return status >= 200 && status < 300;
}

/**
 * GET parameters through `qs` (arrays as `a[]=1&a[]=2`), the form the server's qs parser reads back
 * under QUERY_STRING_LIMITS (docs/behaviour.md#constants).
 */
function serializeParams(params: Record<string, unknown>): string {
  return qs.stringify(params, { arrayFormat: 'brackets' });
}

/** The axios instance of the client: 10 s time-out (docs/behaviour.md#constants; axios' own default is none). */
export function createAxiosInstance(): AxiosInstance {
  return axios.create({
    timeout: REQUEST_TIMEOUT_MS,
    validateStatus: isSuccessStatus,
    headers: { Accept: 'application/json, text/plain, */*' },
    paramsSerializer: { serialize: serializeParams },
    // The body is serialised (and signed) by the client; axios must send that exact string (docs/protocol.md).
    transformRequest: [(data: unknown) => data],
  });
}
