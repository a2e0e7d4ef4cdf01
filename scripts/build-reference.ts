// Writes the reference pages the console shows in its iframe view (docs/behaviour.md#screens-and-routes system screens):
// dist/reference/api.<locale>.html — every endpoint of the contract with who may call it — and
// dist/reference/elements.<locale>.html — every custom element with its attributes, events and parts,
// read from dist/elements/custom-elements.json. Text comes from locales/ (both languages); names of
// endpoints, attributes and events are identifiers and stay as they are.
// Usage (after scripts/build-manifest.mjs): npx tsx scripts/build-reference.ts
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ASYNC_ROUTES, type RouteRecord } from '../src/contract';
import { ENDPOINTS } from '../src/contract/endpoints';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'dist', 'reference');
const LOCALES = ['zh_CN', 'en'] as const;
type Locale = (typeof LOCALES)[number];

type Messages = { [key: string]: string | Messages };
const messages = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    JSON.parse(readFileSync(join(root, 'locales', `${locale}.json`), 'utf8')) as Messages,
  ]),
) as Record<Locale, Messages>;

function translate(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  let node: string | Messages | undefined = messages[locale];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`locales/${locale}.json lacks ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function page(locale: Locale, title: string, body: string): string {
  const lang = locale === 'en' ? 'en' : 'zh-CN';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="./reference.css" />
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${body}
</body>
</html>
`;
}

function table(headers: string[], rows: string[][]): string {
  const head = headers.map((header) => `<th scope="col">${escapeHtml(header)}</th>`).join('');
  const body = rows.map((cells) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n');
  return `<table>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
}

function apiPage(locale: Locale): string {
  const t = (key: string, values?: Record<string, string | number>) => translate(locale, key, values);
  const rows = ENDPOINTS.map((endpoint) => {
    const access =
      endpoint.access.kind === 'public'
        ? t('reference.api.public')
        : endpoint.access.kind === 'app'
          ? t('reference.api.app')
          : endpoint.access.roles.map((role) => t(`roles.${role}`)).join(t('reference.listSeparator'));
    const permission =
      endpoint.access.kind === 'session' && endpoint.access.permission
        ? `<code>${escapeHtml(endpoint.access.permission)}</code>`
        : '';
    return [
      `<code>${endpoint.method}</code>`,
      `<code>${escapeHtml(endpoint.path)}</code>`,
      escapeHtml(access),
      permission,
      endpoint.encrypted ? t('reference.api.yes') : '',
    ];
  });
  const headers = ['method', 'path', 'access', 'permission', 'encrypted'].map((c) => t(`reference.api.${c}`));
  // The reference pages are served at /reference/, the document at /api/openapi.json (server/public/).
  const intro = `<p>${escapeHtml(t('reference.api.intro', { count: ENDPOINTS.length }))}</p>
<p><a href="../api/openapi.json" type="application/json">${escapeHtml(t('reference.api.openapi'))}</a> (<code>GET /api/openapi.json</code>)</p>`;
  return page(locale, t('routes.reference.api'), `${intro}\n${table(headers, rows)}`);
}

interface ManifestDeclaration {
  tagName: string;
  attributes?: { name: string; type?: { text: string } }[];
  events?: { name: string }[];
  cssParts?: { name: string }[];
}

/** The screen's own title where the tag is a screen of the route table. */
function screenTitleKeys(routes: readonly RouteRecord[], into = new Map<string, string>()) {
  for (const route of routes) {
    if (route.element && !into.has(route.element)) into.set(route.element, route.meta.title);
    screenTitleKeys(route.children ?? [], into);
  }
  return into;
}

function elementsPage(locale: Locale, declarations: ManifestDeclaration[]): string {
  const t = (key: string, values?: Record<string, string | number>) => translate(locale, key, values);
  const titles = screenTitleKeys(ASYNC_ROUTES);
  const codes = (names: string[]) => names.map((name) => `<code>${escapeHtml(name)}</code>`).join(' ');
  const rows = declarations.map((declaration) => {
    const titleKey = titles.get(declaration.tagName);
    return [
      `<code>&lt;${escapeHtml(declaration.tagName)}&gt;</code>`,
      escapeHtml(titleKey ? t(titleKey) : t(`reference.elements.extra.${declaration.tagName}`)),
      codes((declaration.attributes ?? []).map((attribute) => attribute.name)),
      codes((declaration.events ?? []).map((event) => event.name)),
      codes((declaration.cssParts ?? []).map((part) => part.name)),
    ];
  });
  const headers = ['tag', 'screen', 'attributes', 'events', 'parts'].map((c) => t(`reference.elements.${c}`));
  const intro = `<p>${escapeHtml(t('reference.elements.intro', { count: declarations.length }))}</p>`;
  return page(locale, t('routes.reference.elements'), `${intro}\n${table(headers, rows)}`);
}

const manifestPath = join(root, 'dist', 'elements', 'custom-elements.json');
if (!existsSync(manifestPath)) {
  console.error('dist/elements/custom-elements.json is missing: run scripts/build-manifest.mjs first');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
  modules: { declarations: ManifestDeclaration[] }[];
};
const declarations = manifest.modules.flatMap((module) => module.declarations);

mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'reference.css'), readFileSync(join(root, 'scripts', 'reference.css'), 'utf8'));
for (const locale of LOCALES) {
  writeFileSync(join(outDir, `api.${locale}.html`), apiPage(locale));
  writeFileSync(join(outDir, `elements.${locale}.html`), elementsPage(locale, declarations));
}
console.log(
  `reference pages of ${ENDPOINTS.length} endpoints and ${declarations.length} elements written to dist/reference/`,
);
