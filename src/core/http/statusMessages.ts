/** docs/behaviour.md#errors: HTTP statuses with their own catalogue text (`sys.api.errMsg<status>`). */
const STATUSES_WITH_OWN_TEXT = new Set([403, 404, 405, 408, 500, 501, 502, 503, 504, 505]);

export const API_TEXT = {
  operationSuccess: 'sys.api.operationSuccess',
  successTip: 'sys.api.successTip',
  errorTip: 'sys.api.errorTip',
  errorMessage: 'sys.api.errorMessage',
  requestFailed: 'sys.api.apiRequestFailed',
  sessionTimeout: 'sys.api.timeoutMessage',
  apiTimeout: 'sys.api.apiTimeoutMessage',
  networkException: 'sys.api.networkExceptionMsg',
  crossOriginUnreachable: 'sys.api.crossOriginUnreachable',
  unauthorized: 'sys.api.errMsg401',
} as const;

/**
 * The text shown for an HTTP error status (docs/behaviour.md#errors): 400 the server's message; 401 the server's message
 * or the 401 text; the listed statuses their own text; any other the server's message or the generic text.
 */
export function statusMessage(
  status: number,
  serverMessage: string | undefined,
  translate: (key: string) => string,
): string {
  if (STATUSES_WITH_OWN_TEXT.has(status)) return translate(`sys.api.errMsg${status}`);
  if (serverMessage) return serverMessage;
  if (status === 401) return translate(API_TEXT.unauthorized);
  return translate(API_TEXT.errorMessage);
}
