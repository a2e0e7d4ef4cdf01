import { IconSize, Icons } from '@blueprintjs/icons';
import cog16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cog';
import cross16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cross';
import { describe, expect, it } from 'vitest';
import { installStaticIcons, loadIconPaths } from '../../../src/elements/kit/icons/staticIcons';
// Blueprint's path tables (some 600 modules each) are imported with the file: a first import inside a test
// took up to 9 s of its 15 s on a loaded machine. The loader still reaches them through its own import().
import '@blueprintjs/icons/lib/esm/generated/16px/paths';
import '@blueprintjs/icons/lib/esm/generated/20px/paths';

describe('the kit icon loader', () => {
  it('answers a bundled icon from its static paths', async () => {
    await expect(loadIconPaths('cross', IconSize.STANDARD)).resolves.toBe(cross16);
  });

  it('loads an icon it does not bundle from Blueprint’s path tables instead of drawing it empty', async () => {
    const paths = await loadIconPaths('cog', IconSize.STANDARD);
    expect(paths).toEqual(cog16);
    expect(paths.length).toBeGreaterThan(0);
  });

  it('once installed, every page icon (not only the kit’s) still gets its real paths', async () => {
    installStaticIcons();
    await Icons.load('airplane', IconSize.LARGE);
    const paths = Icons.getPaths('airplane', IconSize.LARGE) ?? [];
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.every((path) => path.length > 0)).toBe(true);
  });
});
