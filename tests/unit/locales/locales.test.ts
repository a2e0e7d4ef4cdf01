// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import zhCN from '../../../locales/zh_CN.json';
import { RESOURCES } from '../../../src/contract/resources';
import { unwrapField } from '../../../src/elements/kit/form/formFields';
import { optionLabelsOf } from '../../../src/elements/kit/screen/resourceColumns';

type Tree = { [key: string]: string | Tree };

function flattenKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' ? flattenKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const zhKeys = new Set(flattenKeys(zhCN as Tree));
const enKeys = new Set(flattenKeys(en as Tree));

/**
 * Keys named in code: t('a.b'), translate('a.b'), i18n keys in zod messages and route titles. A name that is
 * a prefix (`resources.member.fields`) or a plural stem (`dashboard.monitor.cores` → `cores_one`) counts as
 * present when its subtree or its plural forms are.
 */
function keysUsedInSource(): Set<string> {
  const used = new Set<string>();
  const pattern =
    /['"`]((?:sys|common|routes|validation|api|roles|layout|shell|kit|elements|calldata|dashboard|resources|reference)\.[A-Za-z0-9_.-]+)['"`]/g;
  for (const file of [...sourceFiles('src'), ...sourceFiles('server')]) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      if (!match[1].endsWith('.')) used.add(match[1]);
    }
  }
  return used;
}

describe('locales', () => {
  it('every key of zh_CN is present in en', () => {
    expect([...zhKeys].filter((key) => !enKeys.has(key))).toEqual([]);
  });

  it('every key of en is present in zh_CN', () => {
    expect([...enKeys].filter((key) => !zhKeys.has(key))).toEqual([]);
  });

  it('no translation is empty in either language', () => {
    const empty = (tree: Tree) =>
      flattenKeys(tree).filter((key) => {
        const value = key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part], tree);
        return typeof value !== 'string' || value.trim() === '';
      });
    expect(empty(zhCN as Tree)).toEqual([]);
    expect(empty(en as Tree)).toEqual([]);
  });

  it('every i18n key named in the source exists in both languages', () => {
    const present = (keys: Set<string>, key: string) =>
      keys.has(key) ||
      (keys.has(`${key}_one`) && keys.has(`${key}_other`)) ||
      [...keys].some((known) => known.startsWith(`${key}.`));
    const missing = [...keysUsedInSource()].filter((key) => !present(zhKeys, key) || !present(enKeys, key));
    expect(missing).toEqual([]);
  });

  it('every enum value of a resource has a label in both languages (grids and filters show it)', () => {
    const keys = RESOURCES.flatMap((resource) =>
      Object.entries(resource.schema.shape).flatMap(([field, fieldSchema]) => {
        const { schema } = unwrapField(fieldSchema as Parameters<typeof unwrapField>[0]);
        if (schema.def.type !== 'enum') return [];
        return (schema as unknown as { options: string[] }).options.map(
          (value) => `${optionLabelsOf(resource)}.${field}.${value}`,
        );
      }),
    );
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !zhKeys.has(key) || !enKeys.has(key))).toEqual([]);
  });
});

describe('a call-data screen is called what its menu item and tab call it', () => {
  // menu key under routes.enterprise → the screen's own title under calldata
  const SCREENS = {
    cdr: 'cdr',
    claptrans: 'mediaRecord',
    loginHistory: 'loginHistory',
    sos: 'sosAlarm',
    pttrecord: 'pttRecord',
  } as const;

  it.each([
    ['zh_CN', zhCN],
    ['en', en],
  ])('in %s', (_, tree) => {
    for (const [menu, screen] of Object.entries(SCREENS) as [
      keyof typeof SCREENS,
      (typeof SCREENS)[keyof typeof SCREENS],
    ][])
      expect(tree.calldata[screen].title, screen).toBe(tree.routes.enterprise[menu]);
  });
});

describe('an organisation screen is headed what its menu item calls it', () => {
  // menu key under routes.enterprise → the resource whose list the screen shows
  const SCREENS = {
    dept: 'dept',
    localuser: 'member',
    extension: 'extension',
    callgroup: 'callGroup',
    localuserIcon: 'icon',
    broadcastFile: 'broadcastFile',
  } as const;

  it.each([
    ['zh_CN', zhCN],
    ['en', en],
  ])('in %s', (_, tree) => {
    for (const [menu, resource] of Object.entries(SCREENS) as [
      keyof typeof SCREENS,
      (typeof SCREENS)[keyof typeof SCREENS],
    ][])
      expect(tree.resources[resource].listTitle, resource).toBe(tree.routes.enterprise[menu]);
  });
});

describe('a platform operations screen is headed what its menu item calls it', () => {
  it.each([
    ['zh_CN', zhCN],
    ['en', en],
  ])('in %s', (_, tree) => {
    expect(tree.calldata.operationLog.title).toBe(tree.routes.admin.operlog);
    expect(tree.operations.databaseBackup.title).toBe(tree.routes.admin.databaseBackup);
    expect(tree.operations.cronTask.title).toBe(tree.routes.admin.cornTask);
    expect(tree.operations.serviceLog.title).toBe(tree.routes.admin.log);
    expect(tree.operations.serverTime.title).toBe(tree.routes.admin.serverTime);
    expect(tree.resources.deviceLicence.listTitle).toBe(tree.routes.admin.deviceLicense);
  });
});
