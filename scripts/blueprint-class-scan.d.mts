// Types of scripts/blueprint-class-scan.mjs, for the TypeScript that imports it (tests/unit/build/).

/** What one built file can put on an element. */
export interface ScriptClasses {
  classes: Set<string>;
  prefixes: Set<string>;
  /** Offsets of bare namespace strings, which make the prefix `<namespace>-` keep every class. */
  bare: number[];
}

export function builtScripts(folders: string[]): Generator<string>;
export function scanScript(code: string, file: string, namespace: string): ScriptClasses;
export function scanBuild(
  folders: string[],
  namespace: string,
): { classes: string[]; prefixes: string[]; bare: string[] };

/** How @blueprintjs/core declares its class namespace. */
export const NAMESPACE_DECLARATION: RegExp;
/** Blueprint's class namespace as the installed @blueprintjs/core declares it (`bp6`). */
export function blueprintNamespace(): string;
