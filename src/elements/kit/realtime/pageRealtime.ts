import { reaction } from 'mobx';
import { getUserInfo } from '../../../contract/auth';
import { BRANDING_TOPIC, type Branding } from '../../../contract/branding';
import { getSystemInfo } from '../../../contract/sysinfo';
import type { KitCore } from '../element/kitCore';
import { RealtimeClient, type SocketFactory } from './RealtimeClient';
import { realtimeAddress } from './realtimeUrl';

interface PageRealtime {
  client: RealtimeClient;
  users: number;
  dispose: () => void;
}

const clients = new WeakMap<KitCore['store'], PageRealtime>();
let defaultSocketFactory: SocketFactory | undefined;

/** Replaces how sockets are made for clients created from now on (tests; hosts with their own transport). */
export function setRealtimeSocketFactory(factory: SocketFactory | undefined): void {
  defaultSocketFactory = factory;
}

/**
 * The port comes from /sysinfo/get (public, the server's own setting) so that a portal that handed over a
 * token with `session.useToken` — and so never saw a login answer's `wsport` — reaches the right port; the
 * session's stored `wsport` (docs/behaviour.md#entities) is the fallback.
 */
async function resolveWsPort(core: KitCore): Promise<number> {
  try {
    const info = await core.http.call(getSystemInfo, undefined, { errorMessageMode: 'none', retry: false });
    return info.wsport;
  } catch {
    return core.store.user.wsport;
  }
}

/**
 * The page's one real-time client for a session core (every live view shares one socket). It runs
 * while at least one view holds it, and restarts when the session's token changes (sign-in, sign-out).
 */
export function acquirePageRealtime(
  core: KitCore,
  createSocket?: SocketFactory,
): { client: RealtimeClient; release: () => void } {
  let entry = clients.get(core.store);
  if (!entry) {
    let port: Promise<number> | undefined;
    const client = new RealtimeClient({
      createSocket: createSocket ?? defaultSocketFactory,
      url: async () => {
        const token = core.store.user.token;
        if (!token) return null;
        port ??= resolveWsPort(core);
        const wsport = await port;
        return realtimeAddress({
          apiBase: core.config.apiBase,
          pageUrl: window.location.href,
          wsport,
          token,
        });
      },
      // Any signed call tells: 1004 or 401 runs the session's timeout handling (docs/behaviour.md#states), success means alive.
      onSessionEnded: async () => {
        // This page's own sign-out ended it: nothing to ask (a call with the ended token would be refused).
        if (core.store.user.signingOut || !core.store.user.token) return false;
        try {
          await core.http.call(getUserInfo, {}, { errorMessageMode: 'none', retry: false });
          return true;
        } catch {
          return false;
        }
      },
    });
    // The enterprise's branding changed (in this console or another): every screen repaints.
    const stopBranding = client.subscribe<Branding>(BRANDING_TOPIC, (branding) =>
      core.store.user.setBranding(branding),
    );
    const stopRestarts = reaction(
      () => core.store.user.token,
      () => {
        if (entry && entry.users > 0) client.restart();
      },
    );
    const dispose = () => {
      stopBranding();
      stopRestarts();
    };
    entry = { client, users: 0, dispose };
    clients.set(core.store, entry);
  }
  const held = entry;
  held.users += 1;
  held.client.start();
  let released = false;
  return {
    client: held.client,
    release: () => {
      if (released) return;
      released = true;
      held.users -= 1;
      if (held.users === 0) held.client.stop();
    },
  };
}
