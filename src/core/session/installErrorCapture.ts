import { ERROR_LOG_TEXT, type NewErrorLogEntry } from './ErrorLogStore';

interface ErrorSink {
  add(entry: NewErrorLogEntry): void;
}

/** A cross-origin script error reaches the page as a bare "Script error." with no file (docs/behaviour.md#errors). */
function isOpaqueCrossOriginError(event: ErrorEvent): boolean {
  return !event.filename && /^Script error\.?$/.test(event.message ?? '');
}

/** Duck-typed so a window from another realm (an iframe, jsdom) is recognised too. */
function isErrorEvent(event: Event): event is ErrorEvent {
  return 'message' in event && 'filename' in event;
}

function isElement(target: EventTarget | null): target is Element {
  return target !== null && typeof (target as Element).tagName === 'string';
}

function resourceUrl(element: Element): string {
  return element.getAttribute('src') ?? element.getAttribute('href') ?? '';
}

function reasonMessage(reason: unknown): string {
  if (reason instanceof Error) return reason.message;
  return typeof reason === 'string' ? reason : (JSON.stringify(reason) ?? String(reason));
}

/**
 * docs/behaviour.md#errors client error capture: script errors (cross-origin ones with no file ignored), unhandled
 * promise rejections and resource-load errors. Resource errors do not bubble, so the error listener
 * runs in the capture phase, where they reach the window. Answers a function that removes the listeners.
 */
export function installErrorCapture(win: Window, sink: ErrorSink): () => void {
  const onError = (event: Event) => {
    if (isElement(event.target)) {
      const element = event.target;
      sink.add({
        type: 'resource',
        message: ERROR_LOG_TEXT.resourceMessage(element.localName),
        name: ERROR_LOG_TEXT.resourceName,
        file: resourceUrl(element),
        stack: ERROR_LOG_TEXT.resourceNotFound,
        detail: JSON.stringify({ tagName: element.localName, html: element.outerHTML }),
        url: win.location.href,
      });
      return;
    }
    if (!isErrorEvent(event) || isOpaqueCrossOriginError(event)) return;
    sink.add({
      type: 'script',
      message: event.message,
      name: event.error instanceof Error ? event.error.name : 'Error',
      file: event.filename,
      stack: event.error instanceof Error ? (event.error.stack ?? '') : '',
      detail: ERROR_LOG_TEXT.scriptPosition(event.lineno, event.colno),
      url: win.location.href,
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    sink.add({
      type: 'promise',
      message: reasonMessage(event.reason),
      name: ERROR_LOG_TEXT.promiseName,
      file: '-',
      stack: event.reason instanceof Error ? (event.reason.stack ?? '') : ERROR_LOG_TEXT.promiseRejected,
      detail: ERROR_LOG_TEXT.promiseRejected,
      url: win.location.href,
    });
  };
  win.addEventListener('error', onError, true);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError, true);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
