// What the Custom Elements Manifest says of each element, taken from its source: the module graph of its
// define.ts inside src/elements (the element's folder and the kit modules it imports) gives the parts it can
// render (`part="…"`, its parts) and the events it can dispatch (`emit('dc-…')`, at most); define.ts gives
// its attributes and events; its JSDoc block (@attr, @fires, @csspart, @cssprop) describes them. Used by scripts/build-manifest.mjs; tests/unit/elements/manifest.test.tsx holds it to what the mounted
// elements render and what their source dispatches.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const elementsDir = join(root, 'src', 'elements');

/** What every element takes besides its own attributes (src/elements/kit/element/defineElement.ts). */
const FRAME_ATTRIBUTES = { theme: 'string', locale: 'string' };
const FRAME_ATTRIBUTE_DOCS = {
  theme: "`light` | `dark`; absent: the session's theme",
  locale: "`zh_CN` | `en`; absent: the session's locale (the element loads its messages itself)",
};

/** Descriptions of the parts the kit renders, for elements whose JSDoc does not describe them. */
const PART_DOCS = {
  root: "the element's frame: its theme, surface and corner radius",
  portal: 'where its dialogs, drawers and menus render',
  error: 'the message shown when the element fails',
  screen: 'the screen',
  toolbar: 'title and actions above the list',
  title: "the screen's title",
  'filter-bar': 'the search inputs',
  grid: 'the data grid',
  'batch-bar': 'actions on the selected rows',
  pager: 'the pager under the grid',
  form: 'the body of the add and edit drawer',
  export: 'the export button and its progress',
  'import-summary': "the import dialog's summary",
  'import-preview': "the import dialog's preview of the file",
  'import-errors': "the import dialog's list of refused rows",
  chart: 'a chart',
  detail: "the detail drawer's body",
};

const EVENT_DOCS = {
  'dc-saved': '`{ resource, id, created }` after a record is created or changed',
  'dc-deleted': '`{ resource, ids }` after records are deleted',
  'dc-imported': '`{ resource, count }` after a file import',
  'dc-row-open': "`{ resource, id }` when a row's details are opened",
};

const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
export const pascal = (tag) => tag.replace(/(^|-)([a-z0-9])/g, (_, __, letter) => letter.toUpperCase());

/** The JSDoc block right before `export default defineElement(`. */
function docBlock(source) {
  const end = source.indexOf('export default defineElement(');
  const start = source.lastIndexOf('/**', end);
  if (end < 0 || start < 0) return '';
  return source
    .slice(start + 3, source.lastIndexOf('*/', end))
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n');
}

/** `@tag name - description` lines (a description may continue on following lines). */
function tagged(doc, tag) {
  const found = [];
  for (const match of doc.matchAll(
    new RegExp(`^@${tag}\\s+(\\S+)\\s*-?\\s*([\\s\\S]*?)(?=^@|(?![\\s\\S]))`, 'gm'),
  ))
    found.push({ name: match[1], description: match[2].replace(/\s+/g, ' ').trim() });
  return found;
}

const IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"?]+)[^'"]*['"]|import\(\s*['"](\.{1,2}\/[^'"?]+)['"]\s*\)/g;
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  for (const suffix of CANDIDATES) {
    const file = `${base}${suffix}`;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** Every TypeScript module under src/elements that `entry` reaches through static and dynamic imports. */
export function moduleGraph(entry) {
  const seen = new Set();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2]);
      if (target?.startsWith(elementsDir) && /\.tsx?$/.test(target) && !/\.test\.tsx?$/.test(target))
        queue.push(target);
    }
  }
  return [...seen];
}

/**
 * Parts and events written in the modules' source. A part made from a template (`part: \`${kind}-player\``)
 * is a pattern: the parts the JSDoc names that match it are its values.
 */
export function sourceFacts(files, documentedParts = []) {
  const parts = new Set();
  const events = new Set();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/\bpart(?:="([^"]+)"|:\s*'([^']+)')/g))
      for (const name of (match[1] ?? match[2]).split(/\s+/)) if (name) parts.add(name);
    for (const match of source.matchAll(/\bpart(?:=\{|:\s*)`([^`]+)`/g)) {
      const pattern = new RegExp(
        `^${match[1]
          .split(/\$\{[^}]*\}/)
          .map((text) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
          .join('[a-z0-9-]+')}$`,
      );
      for (const name of documentedParts) if (pattern.test(name)) parts.add(name);
    }
    for (const match of source.matchAll(/\bemit(?:<[^>]*>)?\(\s*'(dc-[a-z-]+)'/g)) events.add(match[1]);
  }
  return { parts: [...parts].sort(), events: [...events].sort() };
}

/** One element as the manifest describes it, with what its JSDoc claims beside it (for the unit test). */
export function readElement(folder) {
  const file = join(elementsDir, folder, 'define.ts');
  const source = readFileSync(file, 'utf8');
  const tag = /\btag:\s*'([a-z0-9-]+)'/.exec(source)?.[1];
  if (!tag) throw new Error(`${file}: no tag`);
  const doc = docBlock(source);
  const summary = doc.split(/^@/m)[0].replace(/\s+/g, ' ').trim();
  const attributeTypes = { ...FRAME_ATTRIBUTES };
  const declared = /\battributes:\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  for (const match of declared.matchAll(/(\w+):\s*'(string|number|boolean|json)'/g))
    attributeTypes[match[1]] = match[2];
  const attrDocs = new Map(tagged(doc, 'attr').map((entry) => [entry.name, entry.description]));
  const attributes = Object.entries(attributeTypes).map(([prop, type]) => ({
    name: kebab(prop),
    fieldName: prop,
    kind: type,
    description: attrDocs.get(kebab(prop)) ?? FRAME_ATTRIBUTE_DOCS[prop] ?? '',
  }));
  const documentedParts = tagged(doc, 'csspart');
  const documentedEvents = tagged(doc, 'fires');
  const declaredEvents = [
    ...(/\bevents:\s*\[([^\]]*)\]/.exec(source)?.[1] ?? '').matchAll(/'(dc-[a-z-]+)'/g),
  ].map((match) => match[1]);
  const partDocs = new Map(documentedParts.map((entry) => [entry.name, entry.description]));
  const eventDocs = new Map(documentedEvents.map((entry) => [entry.name, entry.description]));
  // Parts: every part its modules can render (a part the JSDoc names but nothing renders is not one).
  const partNames = sourceFacts(
    moduleGraph(file),
    documentedParts.map((entry) => entry.name),
  ).parts;
  const eventNames = [...new Set([...documentedEvents.map((entry) => entry.name), ...declaredEvents])];
  return {
    tag,
    folder,
    summary,
    attributes,
    cssParts: partNames.map((name) => ({ name, description: partDocs.get(name) ?? PART_DOCS[name] ?? '' })),
    events: eventNames.map((name) => ({ name, description: eventDocs.get(name) ?? EVENT_DOCS[name] ?? '' })),
    cssProperties: tagged(doc, 'cssprop'),
    /** What the element's module graph can render and dispatch at most (a check, not the manifest). */
    reachable: () => sourceFacts(moduleGraph(file), partNames),
    /** Events dispatched by the element's own folder's modules (not the kit's). */
    ownEvents: () =>
      sourceFacts(moduleGraph(file).filter((path) => path.startsWith(join(elementsDir, folder)))).events,
    declaredEvents,
    documentedParts: documentedParts.map((entry) => entry.name),
  };
}

/** Every element folder with a define.ts, sorted. */
export function elementFolders() {
  return readdirSync(elementsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(elementsDir, entry.name, 'define.ts')))
    .map((entry) => entry.name)
    .sort();
}

export function readElements() {
  return elementFolders().map(readElement);
}
