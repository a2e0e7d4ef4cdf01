import type { Kysely } from 'kysely';
import {
  type DialAction,
  type DialCondition,
  parseActions,
  parseConditions,
} from '../../src/contract/switch/dialplan';
import type { Database } from '../db/schema';
import { PLATFORM_SCOPE } from '../resources/behaviour';
import { dynamic } from '../resources/declaration';
import { audioOnlyCodecsOf } from './enterpriseCodecs';
import { documentOf, notFoundDocument, readSwitch, type SwitchSnapshot } from './freeswitchXml';

/*
 * A dialplan context as one ordered list of rules — the administrator's extensions (dialplan-list)
 * first, in their order, then the built-in routes. The same list is rendered into the XML the switch fetches
 * and evaluated by the route tester, so the tester answers what the switch would do.
 */

export interface DialRule {
  name: string;
  source: 'stored' | 'builtIn';
  conditions: DialCondition[];
  actions: DialAction[];
  antiActions: DialAction[];
  continueOnMatch: boolean;
}

type Node = Record<string, unknown>;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const rule = (name: string, expression: string, actions: [string, string][]): DialRule => ({
  name,
  source: 'builtIn',
  conditions: [{ field: 'destination_number', expression }],
  actions: actions.map(([application, data]) => ({ application, data })),
  antiActions: [],
  continueOnMatch: false,
});

/**
 * The built-in routes: an enterprise's context (named by its prefix, the `user_context` of its extensions)
 * reaches its own extensions and the remote platforms by their prefixes; `public` (calls from trunks) hands a
 * number of an enterprise to that enterprise's context.
 */
async function builtInRules(
  db: Kysely<Database>,
  context: string,
  snapshot: SwitchSnapshot,
): Promise<DialRule[]> {
  const enterprises = await db
    .selectFrom('enterprises')
    .select(['prefix'])
    .where('status', '=', 'active')
    .orderBy('prefix')
    .execute();
  if (context === 'public')
    return enterprises.map((enterprise) =>
      rule(`public-${enterprise.prefix}`, `^(${escapeRegex(enterprise.prefix)}\\d+)$`, [
        ['transfer', `$1 XML ${enterprise.prefix}`],
      ]),
    );
  if (!enterprises.some((enterprise) => enterprise.prefix === context)) return [];
  const cascade = snapshot.remoteNodes
    .filter((node) => String(node.prefixes).trim() !== '')
    .map((node) =>
      rule(
        `cascade-${String(node.name)}`,
        `^((?:${String(node.prefixes)
          .split(',')
          .map((prefix) => escapeRegex(prefix.trim()))
          .join('|')})\\d*)$`,
        [['bridge', `sofia/gateway/cascade-${String(node.name)}/$1`]],
      ),
    );
  return [
    rule(`local-${context}`, `^(${escapeRegex(context)}\\d{1,11})$`, [
      ['set', 'hangup_after_bridge=true'],
      ['set', 'call_timeout=30'],
      ['bridge', 'user/$1@${domain_name}'],
    ]),
    ...cascade,
  ];
}

/** The administrator's enabled extensions of a context, in order. */
async function storedRules(db: Kysely<Database>, context: string): Promise<DialRule[]> {
  const rows = (await dynamic(db)
    .selectFrom('dialplan_extensions')
    .selectAll()
    .where('enterprise_id', '=', PLATFORM_SCOPE)
    .where('context', '=', context)
    .where('enabled', '=', 1)
    .orderBy('position')
    .orderBy('name')
    .execute()) as Record<string, unknown>[];
  return rows.map((row) => ({
    name: String(row.name),
    source: 'stored' as const,
    conditions: parseConditions(String(row.conditions)) ?? [],
    actions: parseActions(String(row.actions)) ?? [],
    antiActions: parseActions(String(row.anti_actions)) ?? [],
    continueOnMatch: Number(row.continue_on_match) === 1,
  }));
}

/** An enterprise's context without the video function first holds every call to audio codecs. */
async function codecRules(db: Kysely<Database>, context: string): Promise<DialRule[]> {
  const codecs = await audioOnlyCodecsOf(db, context);
  if (codecs === null) return [];
  return [
    {
      name: `audio-only-${context}`,
      source: 'builtIn',
      conditions: [{ field: 'destination_number', expression: '^.*$' }],
      actions: [{ application: 'set', data: `absolute_codec_string=${codecs}` }],
      antiActions: [],
      continueOnMatch: true,
    },
  ];
}

export async function contextRules(db: Kysely<Database>, context: string): Promise<DialRule[]> {
  return [
    ...(await codecRules(db, context)),
    ...(await storedRules(db, context)),
    ...(await builtInRules(db, context, await readSwitch(db))),
  ];
}

/**
 * A context in FreeSWITCH's dialplan XML. Every condition but the last breaks on failure; the last carries
 * the actions and anti-actions, so the extension runs its actions when all match and its anti-actions when one
 * does not.
 */
export function dialplanNode(context: string, rules: readonly DialRule[]): Node {
  const action = (item: DialAction): Node => ({ '@_application': item.application, '@_data': item.data });
  return {
    '@_name': context,
    extension: rules.map((dial) => ({
      '@_name': dial.name,
      ...(dial.continueOnMatch ? { '@_continue': 'true' } : {}),
      condition: dial.conditions.map((condition, index) => {
        const last = index === dial.conditions.length - 1;
        return {
          '@_field': condition.field,
          '@_expression': condition.expression,
          ...(last
            ? {
                action: dial.actions.map(action),
                ...(dial.antiActions.length ? { 'anti-action': dial.antiActions.map(action) } : {}),
              }
            : { '@_break': 'on-false' }),
        };
      }),
    })),
  };
}

export async function dialplanDocument(db: Kysely<Database>, context: string): Promise<string> {
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(context)) return notFoundDocument();
  const rules = await contextRules(db, context);
  if (!rules.length) return notFoundDocument();
  return documentOf({
    '@_name': 'dialplan',
    '@_description': 'Dispatch Console routes',
    context: dialplanNode(context, rules),
  });
}

export interface DialCall {
  context: string;
  destination: string;
  caller: string;
}

/** What a channel variable holds for the tester's call. */
function fieldValue(field: string, call: DialCall): string {
  const name = field.replace(/^\$\{(.+)\}$/, '$1');
  switch (name) {
    case 'destination_number':
      return call.destination;
    case 'caller_id_number':
    case 'ani':
    case 'sip_from_user':
      return call.caller;
    case 'context':
    case 'user_context':
      return call.context;
    default:
      return '';
  }
}

/** `$1`… of the last condition's captures (FreeSWITCH fills actions' data from them). */
function fill(data: string, captures: readonly string[]): string {
  return data.replace(/\$(\d)/g, (_match, digit: string) => captures[Number(digit)] ?? '');
}

export interface DialTestStep {
  extension: string;
  source: 'stored' | 'builtIn';
  matched: boolean;
  conditions: { field: string; expression: string; value: string; passed: boolean }[];
  actions: DialAction[];
}

/**
 * The route tester: walks the rules in order as the switch does. An extension matches when all its
 * conditions match; it runs its actions and the walk stops unless it continues. One that does not match
 * runs its anti-actions. Regular expressions are evaluated by JavaScript, which agrees with PCRE on the
 * expressions dialplans use (anchors, classes, groups, alternation); PCRE-only syntax is refused when saved.
 */
export function evaluateDialplan(
  rules: readonly DialRule[],
  call: DialCall,
): { steps: DialTestStep[]; matched: string | null } {
  const steps: DialTestStep[] = [];
  for (const dial of rules) {
    let captures: string[] = [];
    const conditions: DialTestStep['conditions'] = [];
    let passed = true;
    for (const condition of dial.conditions) {
      const value = fieldValue(condition.field, call);
      const match = passed ? new RegExp(condition.expression).exec(value) : null;
      conditions.push({ ...condition, value, passed: match !== null });
      if (!match) {
        passed = false;
        continue;
      }
      captures = [...match];
    }
    const matched = passed && dial.conditions.length > 0;
    steps.push({
      extension: dial.name,
      source: dial.source,
      matched,
      conditions,
      actions: (matched ? dial.actions : dial.antiActions).map((item) => ({
        ...item,
        data: fill(item.data, captures),
      })),
    });
    if (matched && !dial.continueOnMatch) return { steps, matched: dial.name };
  }
  return { steps, matched: null };
}
