#!/usr/bin/env node
// Writes the Custom Elements Manifest (dist/elements/custom-elements.json, schema 1.0.0) and the tags'
// TypeScript declarations (dist/elements/elements.d.ts: HTMLElementTagNameMap, the events on
// HTMLElementEventMap, and JSX IntrinsicElements for React and for a global JSX) from every element
// folder's define.ts: its JSDoc block (@attr, @fires, @csspart, @cssprop) and its `attributes` types; and the
// entry's declarations (dist/elements/index.d.ts) from src/elements/publicTypes.ts. Module paths name the built
// files; tests/unit/elements/manifest.test.ts holds the JSDoc to what each element renders and dispatches.
// Usage (after `vite build -c vite.elements.config.ts`): node scripts/build-manifest.mjs
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const elementsDir = join(root, 'src', 'elements');
const outDir = join(root, 'dist', 'elements');

/** What every element takes besides its own attributes (src/elements/kit/element/defineElement.ts). */
const FRAME_ATTRIBUTES = { theme: 'string', locale: 'string' };
const TS_TYPES = { string: 'string', number: 'number', boolean: 'boolean', json: 'unknown' };

const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const pascal = (tag) => tag.replace(/(^|-)([a-z0-9])/g, (_, __, letter) => letter.toUpperCase());

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

function readElement(folder) {
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
    type: { text: TS_TYPES[type] },
    description: attrDocs.get(kebab(prop)) ?? '',
  }));
  return {
    tag,
    className: `${pascal(tag)}Element`,
    summary,
    attributes,
    events: tagged(doc, 'fires'),
    cssParts: tagged(doc, 'csspart'),
    cssProperties: tagged(doc, 'cssprop'),
  };
}

/** Tag → the built module of its element (`elements/<tag>-<hash>.js` under dist/elements/). */
function builtModules() {
  const dir = join(outDir, 'elements');
  const found = new Map();
  if (!existsSync(dir)) return found;
  for (const file of readdirSync(dir)) {
    const match = /^([a-z0-9-]+)-[\w-]{8}\.js$/.exec(file);
    if (match) found.set(match[1], `elements/${file}`);
  }
  return found;
}
const shipped = builtModules();

const folders = readdirSync(elementsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(elementsDir, entry.name, 'define.ts')))
  .map((entry) => entry.name)
  .sort();
const elements = folders.map(readElement);

const manifest = {
  schemaVersion: '1.0.0',
  readme: 'Dispatch Console custom elements: import index.js, call defineAll(), then use the tags.',
  modules: elements.map((element) => ({
    kind: 'javascript-module',
    // The file a page actually loads (after `vite build -c vite.elements.config.ts`); the entry otherwise.
    path: shipped.get(element.tag) ?? 'index.js',
    declarations: [
      {
        kind: 'class',
        name: element.className,
        tagName: element.tag,
        customElement: true,
        description: element.summary,
        superclass: { name: 'HTMLElement' },
        attributes: element.attributes.map(({ name, fieldName, type, description }) => ({
          name,
          fieldName,
          type,
          description,
        })),
        members: element.attributes.map(({ name, fieldName, type, description }) => ({
          kind: 'field',
          name: fieldName,
          attribute: name,
          type,
          description,
        })),
        events: element.events.map(({ name, description }) => ({
          name,
          type: { text: `CustomEvent<DispatchConsoleEventDetails['${name}']>` },
          description,
        })),
        cssParts: element.cssParts,
        cssProperties: element.cssProperties,
      },
    ],
    exports: [
      {
        kind: 'custom-element-definition',
        name: element.tag,
        declaration: { name: element.className, module: 'index.js' },
      },
    ],
  })),
};

const comment = (text, indent) => (text ? `${indent}/** ${text.replace(/\*\//g, '* /')} */\n` : '');
const lines = [
  '// Generated by scripts/build-manifest.mjs from src/elements/*/define.ts; do not edit.',
  '// Tags are registered by `defineAll()` from ./index.js (with `defineAll({ prefix })` the tags carry the prefix).',
  '',
];
for (const element of elements) {
  lines.push(comment(element.summary, '').trimEnd());
  lines.push(`export interface ${element.className} extends HTMLElement {`);
  for (const attribute of element.attributes)
    lines.push(
      `${comment(attribute.description, '  ')}  ${attribute.fieldName}: ${attribute.type.text} | undefined;`,
    );
  lines.push('}');
  lines.push(`/** The attributes of <${element.tag}> as markup (JSX) writes them. */`);
  lines.push(`export interface ${element.className}Attributes {`);
  for (const attribute of element.attributes) {
    const type =
      attribute.type.text === 'boolean'
        ? "boolean | ''"
        : attribute.type.text === 'number'
          ? 'number | string'
          : 'string';
    lines.push(`${comment(attribute.description, '  ')}  '${attribute.name}'?: ${type};`);
  }
  lines.push('}', '');
}
const events = new Map();
for (const element of elements)
  for (const event of element.events) if (!events.has(event.name)) events.set(event.name, event.description);
lines.push(
  '/** Events the elements emit: `CustomEvent`s that bubble and cross shadow roots; `detail` as documented. */',
);
lines.splice(3, 0, "import type { DispatchConsoleEventDetails } from './index.js';", '');
lines.push('export interface DispatchConsoleEventMap {');
for (const [name, description] of events)
  lines.push(
    `${comment(description, '  ')}  '${name}': CustomEvent<DispatchConsoleEventDetails['${name}']>;`,
  );
lines.push('}', '');
const jsxProps = (element) =>
  `Partial<Omit<HTMLElement, 'style' | 'children'>> & ${element.className}Attributes & { children?: unknown; class?: string; className?: string; id?: string; slot?: string; ref?: unknown; key?: string | number }`;
lines.push('declare global {');
lines.push('  interface HTMLElementTagNameMap {');
for (const element of elements) lines.push(`    '${element.tag}': ${element.className};`);
lines.push('  }');
lines.push('  interface HTMLElementEventMap extends DispatchConsoleEventMap {}');
lines.push('  interface DocumentEventMap extends DispatchConsoleEventMap {}');
lines.push('  interface WindowEventMap extends DispatchConsoleEventMap {');
lines.push("    'dc-session-expired': CustomEvent<{ reason: 'timeout' | 'unauthorized' }>;");
lines.push('  }');
lines.push('  namespace JSX {');
lines.push('    interface IntrinsicElements {');
for (const element of elements) lines.push(`      '${element.tag}': ${jsxProps(element)};`);
lines.push('    }', '  }', '}', '');
lines.push("declare module 'react' {");
lines.push('  namespace JSX {');
lines.push('    interface IntrinsicElements {');
for (const element of elements)
  lines.push(
    `      '${element.tag}': React.DetailedHTMLProps<React.HTMLAttributes<${element.className}>, ${element.className}> & ${element.className}Attributes;`,
  );
lines.push('    }', '  }', '}', '');

/** The entry's declarations: the public types as src/elements/publicTypes.ts has them, and its functions. */
const publicTypes = readFileSync(join(elementsDir, 'publicTypes.ts'), 'utf8');
const tagUnion = elements.map((element) => `'${element.tag}'`).join(' | ');
const entry = [
  '// Generated by scripts/build-manifest.mjs from src/elements/publicTypes.ts and index.ts; do not edit.',
  "export * from './elements.js';",
  publicTypes,
  `/** Every tag of the library. */\nexport type ElementTag = ${tagUnion};`,
  "/** Every tag of the console's route table (some only inside the console). */",
  'export declare const ELEMENT_TAGS: readonly string[];',
  "export declare const SESSION_EXPIRED_EVENT: 'dc-session-expired';",
  '/**',
  ' * Points the elements at a platform and sets locale and theme. Without the protocol settings in the',
  ' * options it reads them from the console; calls made meanwhile wait. Resolves once all is applied.',
  ' */',
  'export declare function configure(options: ConfigureOptions): Promise<void>;',
  '/** Registers every tag lazily (with `root`, inside that shadow root too); answers the public tag names. */',
  'export declare function defineAll(options?: DefineAllOptions): string[];',
  "/** Loads one element now and registers it under `name` (default: its tag); the page's elements upgrade. */",
  'export declare function loadElement(tag: ElementTag, name?: string): Promise<CustomElementConstructor>;',
  'export declare function isElementAvailable(tag: string): tag is ElementTag;',
  'export declare const elementLoaders: Readonly<Record<ElementTag, () => Promise<unknown>>>;',
  '/** The one session shared by every element on the page. */',
  'export declare const session: {',
  '  /** For portals that already hold a token (from the partner-key exchange). */',
  '  useToken(token: string): void;',
  '  /** Ends the session on the server and locally; no navigation. */',
  '  logout(): Promise<void>;',
  '  readonly signedIn: boolean;',
  '  readonly user: SessionUser | null;',
  '};',
  '',
].join('\n');

mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'index.d.ts'), entry);
writeFileSync(join(outDir, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
writeFileSync(join(outDir, 'elements.d.ts'), lines.join('\n'));
console.log(
  `manifest and declarations (index.d.ts, elements.d.ts) of ${elements.length} elements written to dist/elements/`,
);
