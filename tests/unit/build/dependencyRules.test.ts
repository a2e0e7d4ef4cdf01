// @vitest-environment node
import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

/*
 * The import rules of docs/architecture.md#layers fire on a crossing: a fixture screen that imports another
 * screen's folder is refused by name, and its import of the kit is not.
 */
const root = path.resolve(__dirname, '../../..');
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs')) as IConfiguration;

async function violationsIn(fixture: string) {
  const baseDir = path.join(root, 'tests/fixtures', fixture);
  const { forbidden } = config;
  const result = await cruise(['src'], {
    ...config.options,
    babelConfig: { fileName: path.join(root, 'scripts/lint/depcruise.babel.json') },
    baseDir,
    ruleSet: { forbidden },
    validate: true,
    outputType: 'json',
  });
  const output = (
    typeof result.output === 'string' ? JSON.parse(result.output) : result.output
  ) as ICruiseResult;
  return output.summary.violations.map((violation) => ({
    rule: violation.rule.name,
    from: violation.from,
    to: violation.to,
  }));
}

describe('dependency rules', () => {
  it("refuse an element folder importing another element's folder, and allow the kit", async () => {
    const violations = await violationsIn('dependency-rules');
    expect(violations).toEqual([
      {
        rule: 'element-folders-apart',
        from: 'src/elements/alpha-list/AlphaList.ts',
        to: 'src/elements/beta-list/betaPicker.ts',
      },
    ]);
  });
});
