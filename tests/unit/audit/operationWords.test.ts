// @vitest-environment node
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import zhCN from '../../../locales/zh_CN.json';
import { operationCodes, operationDetailFields } from '../../../src/contract/audit/operationCodes';
import {
  detailFieldLabel,
  missingOperationWords,
  operationLabel,
  operationSentence,
  type Words,
} from '../../../src/contract/audit/operationWords';

type Tree = { [key: string]: string | Tree };

/** The catalogue read the way the server's translator reads it: dotted keys, `{{name}}` parameters. */
function wordsOf(catalogue: Tree): Words {
  const lookUp = (key: string) => {
    let node: string | Tree | undefined = catalogue;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  };
  return {
    has: (key) => lookUp(key) !== undefined,
    t: (key, params = {}) =>
      (lookUp(key) ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
        name in params ? String(params[name]) : whole,
      ),
  };
}

const LOCALES = { zh_CN: wordsOf(zhCN as Tree), en: wordsOf(en as Tree) };
const endOfDay = (y: number, m: number, d: number) => new Date(y, m - 1, d, 23, 59, 59).getTime();

describe('operation-log words', () => {
  for (const [locale, words] of Object.entries(LOCALES)) {
    it(`every operation code the server can write has words in ${locale}`, () => {
      const missing = operationCodes().flatMap((code) =>
        missingOperationWords(code, words).map((key) => `${code}: ${key}`),
      );
      expect(missing).toEqual([]);
    });

    it(`every detail field the server writes has a label in ${locale}`, () => {
      const unlabelled = operationDetailFields().filter(
        ({ action, field }) => detailFieldLabel(action, field, words) === field,
      );
      expect(unlabelled).toEqual([]);
    });
  }

  it('a line reads as a sentence in Chinese: operation, target, each change with dates formatted', () => {
    const line = {
      action: 'enterprise:update',
      target: 'Acme',
      detail: JSON.stringify({ expiry: { from: endOfDay(2027, 6, 30), to: endOfDay(2027, 12, 31) } }),
    };
    expect(operationSentence(line, LOCALES.zh_CN)).toBe('修改企业 Acme：到期 2027-06-30 → 2027-12-31');
    expect(operationSentence(line, LOCALES.en)).toBe(
      'Edited enterprise Acme: expiry 2027-06-30 → 2027-12-31',
    );
  });

  it('flags and enumerations read as words, secrets never as values, sizes in units', () => {
    const zh = LOCALES.zh_CN;
    const en = LOCALES.en;
    const status = { action: 'enterprise:setStatus', target: 'Acme', detail: '{"status":"disabled"}' };
    expect(operationSentence(status, zh)).toBe('启用或停用企业 Acme：状态 停用');
    expect(operationSentence(status, en)).toBe('Enabled or disabled enterprise Acme: status disabled');
    const password = {
      action: 'admin:add',
      target: 'ops',
      detail: JSON.stringify({ username: 'ops', set: ['password'], adminPassword: 'hunter2' }),
    };
    const sentence = operationSentence(password, en);
    expect(sentence).not.toContain('hunter2');
    expect(sentence).toContain('; password set (never shown)');
    const backup = {
      action: 'database-backup:add',
      target: '',
      detail: '{"sizeBytes":1536,"engine":"sqlite"}',
    };
    expect(operationSentence(backup, en)).toContain('1.5 KB');
    const rule = { action: 'localuser:update', target: 'li', detail: '{"enabled":{"from":true,"to":false}}' };
    expect(operationSentence(rule, zh)).toContain('是 → 否');
  });

  it('session events and resource writes have their own words; an unknown code stays as written', () => {
    expect(operationLabel('login', LOCALES.en)).toBe('Sign in');
    expect(operationLabel('login:failed', LOCALES.zh_CN)).toBe('登录失败');
    expect(operationLabel('localuser:update', LOCALES.en)).toBe('Members · Edit');
    expect(operationLabel('corn-task:run', LOCALES.zh_CN)).toBe('任务调度 · 立即运行');
    expect(operationLabel('somethingNew', LOCALES.en)).toBe('somethingNew');
  });

  it('a refusal reason the locales know reads in words', () => {
    const wrong = { action: 'setPassword', target: 'acme', detail: 'oldPasswordWrong' };
    expect(operationSentence(wrong, LOCALES.en)).toBe('Change password acme: the old password was wrong');
  });
});
