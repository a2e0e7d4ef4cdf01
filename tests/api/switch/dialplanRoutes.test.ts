import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceSession } from '../resources/resourceClient';
import { message } from '../support/messages';
import type { TestServer } from '../support/testServer';
import { fetchXml, startSwitchServer, type Tree } from './switchServer';

/*
 * Routes (<dialplan-list>): conditions and actions validated, a context ordered, rendered for the switch and
 * tried by the route tester under the same rules.
 */

let t: TestServer, admin: ResourceSession;
beforeAll(async () => {
  ({ t, admin } = await startSwitchServer());
});
afterAll(async () => t?.stop());

describe('routes (<dialplan-list>) and the route tester', () => {
  it('validates conditions and actions, orders a context, renders it and tests it by the same rules', async () => {
    const field = (name: string) => message('en', `resources.dialplan.fields.${name}`);
    const badRegex = await admin.refused('/dialplan/add', {
      context: '8001',
      name: 'bad',
      conditions: 'destination_number ^(1',
      actions: 'answer',
    });
    expect(badRegex.message).toContain(
      message('en', 'validation.dialConditions', { field: field('conditions') }),
    );
    const badAction = await admin.refused('/dialplan/add', {
      context: '8001',
      name: 'bad',
      conditions: 'destination_number ^1$',
      actions: 'Not An App',
    });
    expect(badAction.message).toContain(message('en', 'validation.dialActions', { field: field('actions') }));

    const night = await admin.ok<{ id: string; position: number }>('/dialplan/add', {
      context: '8001',
      name: 'night-desk',
      conditions: 'destination_number ^(800)$\ncaller_id_number ^8001',
      actions: 'set dc_route=night\nbridge user/8001001@${domain_name}',
      antiActions: 'log INFO not the night desk',
    });
    const operator = await admin.ok<{ id: string; position: number }>('/dialplan/add', {
      context: '8001',
      name: 'operator',
      conditions: 'destination_number ^(0|800)$',
      actions: 'transfer 8001002 XML 8001',
    });
    expect(operator.position).toBe(night.position + 1);

    // The tester: an internal caller reaches the night desk first; its captured number fills $1.
    const inside = await admin.ok<{
      matched: string;
      steps: { extension: string; matched: boolean; actions: { application: string; data: string }[] }[];
    }>('/dialplan/test', { context: '8001', destination: '800', caller: '8001005' });
    expect(inside.matched).toBe('night-desk');
    expect(inside.steps).toHaveLength(1);
    expect(inside.steps[0]?.actions.map((a) => a.application)).toEqual(['set', 'bridge']);
    // An outside caller fails the second condition: the anti-action is listed, then the operator matches.
    const outside = await admin.ok<{
      matched: string;
      steps: { extension: string; matched: boolean; actions: { data: string }[] }[];
    }>('/dialplan/test', { context: '8001', destination: '800', caller: '13900000000' });
    expect(outside.steps.map((step) => [step.extension, step.matched])).toEqual([
      ['night-desk', false],
      ['operator', true],
    ]);
    expect(outside.steps[0]?.actions[0]?.data).toBe('INFO not the night desk');
    // A number of the enterprise falls through to the built-in local route.
    const local = await admin.ok<{ matched: string }>('/dialplan/test', {
      context: '8001',
      destination: '8001003',
      caller: '8001001',
    });
    expect(local.matched).toBe('local-8001');

    // Reordered, the operator comes first: the XML the switch fetches has the same order.
    const refusedOrder = await admin.refused('/dialplan/reorder', { context: '8001', ids: [operator.id] });
    expect(refusedOrder.message).toBe(
      message('en', 'resources.dialplan.reorderMismatch', { context: '8001' }),
    );
    await admin.ok('/dialplan/reorder', { context: '8001', ids: [operator.id, night.id] });
    expect(
      (
        await admin.ok<{ matched: string }>('/dialplan/test', {
          context: '8001',
          destination: '800',
          caller: '8001005',
        })
      ).matched,
    ).toBe('operator');
    const section = await fetchXml(t, { section: 'dialplan', 'Caller-Context': '8001' });
    const extensions = section.context.extension as Tree[];
    expect(extensions.slice(0, 3).map((extension) => extension['@_name'])).toEqual([
      'operator',
      'night-desk',
      'local-8001',
    ]);
    const nightXml = extensions[1]!;
    const conditions = Array.isArray(nightXml.condition) ? nightXml.condition : [nightXml.condition];
    expect(conditions[0]['@_break']).toBe('on-false');
    expect(conditions[1]['anti-action']).toBeTruthy();
    await admin.ok('/dialplan/delete', { ids: [night.id, operator.id] });
  });
});
