// Types of scripts/manifestSource.mjs, for the TypeScript that imports it (tests/unit/elements/manifest.test.tsx).

export interface Named {
  name: string;
  description: string;
}

export interface ElementSource {
  tag: string;
  folder: string;
  summary: string;
  attributes: (Named & { fieldName: string; kind: 'string' | 'number' | 'boolean' | 'json' })[];
  cssParts: Named[];
  events: Named[];
  cssProperties: Named[];
  /** What the element's module graph can render and dispatch at most. */
  reachable(): { parts: string[]; events: string[] };
  /** Events dispatched by the element's own folder's modules. */
  ownEvents(): string[];
  /** The `events` list of its define.ts. */
  declaredEvents: string[];
  /** The parts its JSDoc describes (@csspart). */
  documentedParts: string[];
}

export const root: string;
export const elementsDir: string;
export function pascal(tag: string): string;
export function moduleGraph(entry: string): string[];
export function sourceFacts(
  files: string[],
  documentedParts?: string[],
): { parts: string[]; events: string[] };
export function readElement(folder: string): ElementSource;
export function elementFolders(): string[];
export function readElements(): ElementSource[];
