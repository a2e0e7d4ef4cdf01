/*
 * The element library's public types, self-contained (no imports): scripts/build-manifest.mjs copies this
 * file as it is into dist/elements/index.d.ts, beside the declarations of the entry's functions, so a
 * TypeScript partner gets exactly what src/elements/index.ts uses.
 */

/** `light` or `dark`; an element's `theme` attribute wins over it. */
export type ElementTheme = 'light' | 'dark';

export interface ConfigureOptions {
  /** Origin of the platform API, e.g. `https://console.example.com` (default: the page origin). */
  apiBase?: string;
  /** Path prefix of the API (default `/api`). */
  urlPrefix?: string;
  /** `zh_CN` (default) or `en`; an element's `locale` attribute wins over it. */
  locale?: string;
  /** Theme of every element that has no `theme` attribute. */
  theme?: ElementTheme;
  /**
   * The deployment's protocol settings. Leave them out: `configure` reads them from the console's public
   * `GET <apiBase>/api/client-config` (answered to registered origins), and calls wait for them.
   */
  signSecret?: string;
  cryptoKey?: string;
  cryptoIv?: string;
}

interface DefineAllOptions {
  /** Registers `<prefix>-<tag>` (e.g. `acme` → `<acme-member-list>`) for pages that need to avoid clashes. */
  prefix?: string;
  /** Where to look for the tags (default: the document); pass your own (open or closed) shadow root. */
  root?: Document | ShadowRoot;
}

/** The signed-in account, as the console's user info answers it. */
export interface SessionUser {
  userId: string;
  username: string;
  realName: string;
  roles: { roleName: string; value: string }[];
  homePath?: string;
  permits: string[];
  enterprisePrefix?: string;
  enterpriseId?: string;
  enterpriseName?: string;
  [more: string]: unknown;
}

type SessionExpiryReason = 'timeout' | 'unauthorized';
interface SessionExpiredDetail {
  reason: SessionExpiryReason;
}

/** The `detail` of every event the elements dispatch (`CustomEvent`s that bubble and cross shadow roots). */
export interface DispatchConsoleEventDetails {
  /** `<console-login>` signed in. */
  'dc-signed-in': { username: string; role: string };
  /** `<console-login>` signed out. */
  'dc-signed-out': { username: string };
  /** A record was created or changed (`created` tells which); a file screen names the file instead of an id. */
  'dc-saved': { resource: string; id?: string; created?: boolean; name?: string; version?: unknown };
  /** Records (or a named file) were deleted. */
  'dc-deleted': { resource: string; ids?: string[]; name?: string };
  /** A file import finished: how many rows it wrote. */
  'dc-imported': { resource: string; count: number; updated?: number };
  /** A row's details were opened. */
  'dc-row-open': { resource: string; id: string };
  /** `<dept-tree>`: the chosen department (`id` null: none). */
  'dc-dept-select': { id: string | null; name: string };
  /** `<dept-tree>`: a department was moved under `parentId` (null: the top level). */
  'dc-dept-moved': { id: string; parentId: string | null };
  /** `<remote-node-list>`: the nodes were checked; one result per node. */
  'dc-checked': { results: unknown[] };
  /** `<sip-profile-list>`: an intent (start, stop, restart…) was recorded for a profile. */
  'dc-intent': { id: string; intent: string };
  /** An element asks the page to open a console route. */
  'dc-navigate': { path: string };
  /** A detail page names what it shows (`<enterprise-detail>`: the enterprise), for its host's tab or heading. */
  'dc-title': { title: string };
  /** `<sos-notifier>`: "View" was chosen on an alarm. */
  'dc-sos-open': { id: string; alarm: Record<string, unknown> };
  /** On `window`: the session ended (timed out or refused). */
  'dc-session-expired': SessionExpiredDetail;
}

export type DispatchConsoleEventName = keyof DispatchConsoleEventDetails;
