import { type IconName, type IconPaths, IconSize, Icons } from '@blueprintjs/icons';
import caretDown16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/caret-down';
import caretUp16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/caret-up';
import cross16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cross';
import doubleCaretVertical16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/double-caret-vertical';
import error16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/error';
import infoSign16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign';
import smallCross16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/small-cross';
import tick16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick';
import warningSign16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign';
import error20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/error';
import inbox20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/inbox';
import infoSign20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/info-sign';
import tick20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/tick';
import warningSign20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/warning-sign';

/**
 * Blueprint components name some icons themselves (a dialog's close cross, a select's carets, a
 * callout's intent sign). By default those load through lazily split chunks, hundreds of them in a library
 * build (docs/architecture.md#toolchain). The kit registers the few it needs, statically; the kit's own buttons import
 * icon components (`@blueprintjs/icons` `AddIcon`, …) which carry their paths.
 */
const PATHS: Record<IconSize, Partial<Record<IconName, IconPaths>>> = {
  [IconSize.STANDARD]: {
    'caret-down': caretDown16,
    'caret-up': caretUp16,
    cross: cross16,
    'double-caret-vertical': doubleCaretVertical16,
    error: error16,
    'info-sign': infoSign16,
    'small-cross': smallCross16,
    tick: tick16,
    'warning-sign': warningSign16,
  },
  [IconSize.LARGE]: {
    error: error20,
    inbox: inbox20,
    'info-sign': infoSign20,
    tick: tick20,
    'warning-sign': warningSign20,
  },
};

/**
 * Blueprint's own split-by-size loader, for names the kit does not bundle (an icon picker, a menu icon
 * named by a route): the page shares one icon loader, so the kit's may not blank the others. The path tables
 * stay in lazy chunks (the library build already emits them) fetched on the first unbundled name only.
 */
async function loadUnbundledPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const { splitPathsBySizeLoader } = await import(
    '@blueprintjs/icons/lib/esm/paths-loaders/splitPathsBySizeLoader'
  );
  return splitPathsBySizeLoader(name, size);
}

/** The kit's icon loader: its static paths first, Blueprint's lazy tables for every other name. */
export async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  return PATHS[size]?.[name] ?? loadUnbundledPaths(name, size);
}

let installed = false;

/** Points Blueprint's icon loader at the static paths, falling back to Blueprint's lazy path tables. */
export function installStaticIcons(): void {
  if (installed) return;
  installed = true;
  Icons.setLoaderOptions({ loader: loadIconPaths });
  void Icons.load(Object.keys(PATHS[IconSize.STANDARD]) as IconName[], IconSize.STANDARD);
  void Icons.load(Object.keys(PATHS[IconSize.LARGE]) as IconName[], IconSize.LARGE);
}
