#!/usr/bin/env node
// Deep-merges a fragment {"zh_CN": {...}, "en": {...}} into locales/<code>.json, keeping keys sorted
// as they were. Usage: node scripts/locale-add.mjs fragment.json
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const fragment = JSON.parse(readFileSync(process.argv[2], 'utf8'));

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      target[key] = merge(target[key] && typeof target[key] === 'object' ? target[key] : {}, value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

for (const code of ['zh_CN', 'en']) {
  if (!fragment[code]) throw new Error(`fragment lacks ${code}`);
  const file = join(root, 'locales', `${code}.json`);
  const merged = merge(JSON.parse(readFileSync(file, 'utf8')), fragment[code]);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(merged, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}
console.log('merged into locales/zh_CN.json and locales/en.json');
