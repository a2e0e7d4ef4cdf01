import type { Translate } from '../../core/routes';

/** docs/behaviour.md#screens-and-routes guard rule 5: the page title is the translated route title, a dash, then the system web title. */
export function buildPageTitle(
  routeTitle: string | undefined,
  webTitle: string,
  translate: Translate,
): string {
  if (!routeTitle) return webTitle;
  const title = translate(routeTitle);
  return title ? `${title} - ${webTitle}` : webTitle;
}
