/**
 * Elements can render other elements inside their shadow roots, where the page-level autoloader's
 * observer cannot see. The registry installs a discoverer here; every element's root is handed to it.
 * (Kept in the kit so the kit never imports the registry, which imports every element.)
 */
type RootDiscoverer = (root: ShadowRoot) => void;

let discoverer: RootDiscoverer | undefined;

export function setShadowRootDiscoverer(next: RootDiscoverer | undefined): void {
  discoverer = next;
}

/** Called for every element's shadow root; without `defineAll` there is nothing to discover. */
export function discoverInShadowRoot(root: ShadowRoot): void {
  discoverer?.(root);
}
