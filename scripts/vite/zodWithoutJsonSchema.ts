import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const PROCESSORS = '\0dc:zod-json-schema-processors';
const TO_JSON_SCHEMA = '\0dc:zod-to-json-schema';

const UNAVAILABLE = `const unavailable = () => {
  throw new Error('JSON Schema output is not part of the element build');
};`;

/** zod's own folder, found from the package that resolves it (its `exports` hide package.json). */
function zodCoreDir(): string {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve('zod/v4/core'));
}

/**
 * zod's classic schemas carry their JSON Schema printers (`schema.toJSONSchema()`, the standard-schema
 * JSON methods) into every bundle that builds a schema: about 40 kB raw, 5 kB Brotli in the core chunk every
 * portal page loads. The browser never prints JSON Schema (the server does, for its serializers and the
 * OpenAPI document), so the element build gets stand-ins that throw if called; the one helper the classic
 * schemas read for their `minLength`/`maximum` getters (`aggregateChecks`) stays zod's own.
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'dc:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.replaceAll('\\', '/') ?? '';
      if (!from.endsWith('/zod/v4/classic/schemas.js')) return undefined;
      if (source === '../core/json-schema-processors.js') return PROCESSORS;
      if (source === '../core/to-json-schema.js') return TO_JSON_SCHEMA;
      return undefined;
    },
    load(id) {
      if (id === TO_JSON_SCHEMA)
        return `${UNAVAILABLE}
export const createToJSONSchemaMethod = () => unavailable;
export const createStandardJSONSchemaMethod = () => unavailable;`;
      if (id !== PROCESSORS) return undefined;
      const real = join(zodCoreDir(), 'json-schema-processors.js').replaceAll('\\', '/');
      const names = [...readFileSync(real, 'utf8').matchAll(/^export (?:const|function) (\w+)/gm)]
        .map((match) => match[1] as string)
        .filter((name) => name !== 'aggregateChecks');
      return `${UNAVAILABLE}
export { aggregateChecks } from ${JSON.stringify(real)};
${names.map((name) => `export const ${name} = unavailable;`).join('\n')}`;
    },
  };
}
