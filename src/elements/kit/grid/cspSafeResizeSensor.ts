import { ResizeSensor } from '@blueprintjs/table/lib/esm/interactions/resizeSensor';

let installed = false;

/**
 * Blueprint's table notices its own resizes with a sensor it builds from HTML carrying `style`
 * attributes; a page whose CSP has no 'unsafe-inline' in style-src refuses those and reports a violation
 * (docs/architecture.md#elements: elements work in strict partner pages). A ResizeObserver does the same job without
 * markup; the table calls `ResizeSensor.attach` through the class, so replacing it reaches every table.
 */
export function installCspSafeResizeSensor(): void {
  if (installed || typeof ResizeObserver === 'undefined') return;
  installed = true;
  ResizeSensor.attach = (element: HTMLElement, callback: () => void) => {
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => callback());
    });
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  };
}
