import { ENCRYPT_MODE, HEADER } from '../../contract/envelope';
import { toLangHeader } from './langHeader';
import { signRequest } from './sign';
import { createTraceId } from './traceId';

/** docs/protocol.md#the-calls: content type JSON UTF-8, set on requests that carry a body. */
const JSON_CONTENT_TYPE = 'application/json;charset=UTF-8';

export interface ProtocolHeaderInput {
  timestamp: string;
  signSecret: string;
  /** The exact body string sent; '' when none. */
  body: string;
  /** The raw token; '' when none or when the call goes without it. */
  token: string;
  authScheme: string;
  locale: string;
  encrypted: boolean;
}

/** docs/protocol.md#the-calls, docs/protocol.md: the headers every request carries. */
export function buildProtocolHeaders(input: ProtocolHeaderInput): Record<string, string> {
  const headers: Record<string, string> = {
    [HEADER.timestamp]: input.timestamp,
    [HEADER.sign]: signRequest(input.timestamp, input.signSecret, input.body, input.token),
    [HEADER.traceId]: createTraceId(),
    [HEADER.lang]: toLangHeader(input.locale),
  };
  if (input.token) {
    headers[HEADER.authorization] = input.authScheme ? `${input.authScheme} ${input.token}` : input.token;
  }
  if (input.body) headers['Content-Type'] = JSON_CONTENT_TYPE;
  if (input.encrypted && input.body) headers[HEADER.mode] = ENCRYPT_MODE;
  return headers;
}
