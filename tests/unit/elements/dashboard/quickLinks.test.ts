// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { quickLinksFor } from '../../../../src/elements/dashboard-workbench/quickLinks';

describe('workbench quick links come from the route table, by role and permits (docs/behaviour.md#screens-and-routes, docs/behaviour.md#validation)', () => {
  it('an administrator gets platform screens with their full paths and title keys', () => {
    const links = quickLinksFor('ADMIN', []);
    expect(links.map((l) => l.path)).toContain('/account/enterprise');
    expect(links.find((l) => l.name === 'analysis')).toEqual({
      name: 'analysis',
      path: '/dashboard/analysis',
      title: 'routes.dashboard.analysis',
    });
    expect(links.map((l) => l.path)).not.toContain('/data-mgr/cdr');
  });

  it('an enterprise gets its data and organisation screens', () => {
    const paths = quickLinksFor('ENTERPRISE', []).map((l) => l.path);
    expect(paths).toEqual(expect.arrayContaining(['/data-mgr/cdr', '/data-mgr/sos', '/org/localuser']));
  });

  it('a sub-user keeps only the screens it holds <name>:search for', () => {
    const names = quickLinksFor('ENTERPRISE_CHILDUSER', ['cdr:search', 'localuser:search']).map(
      (l) => l.name,
    );
    expect(names).toEqual(['cdr', 'localuser', 'analysis']);
  });
});
