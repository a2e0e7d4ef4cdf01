// Which Blueprint classes the built code can put on an element, read from the built JavaScript.
// Used by scripts/blueprint-classes.mjs (writes the committed list the CSS purge keeps) and by
// scripts/check-blueprint-classes.mjs (fails the build when that list no longer covers the code).
//
// The minifier does not fold Blueprint's class constants: their namespace is a variable a page may override,
// so the bundle says `var V="bp6",W=`${V}-button``. scripts/vite/pinBlueprintNamespace.ts writes the
// namespace into Blueprint's templates; the bundle then holds `W=`bp6-button``, `X=`${W}-group`` and
// `` `bp6-intent-${e}` ``, which this reads from the syntax tree (Vite's parser), not from the text:
// - every whole string expression (a literal, a template, a `+` concatenation, `[…].join(sep)`, through
//   conditions): its `bp6-…` words are classes; a word that runs into a run-time value (`bp6-intent-${i}`,
//   `"bp6-icon-"+n`) or ends in `-` is a prefix, and every class that starts with it is kept;
// - a variable inside such an expression is read both as unknown and as each namespaced string the file
//   gives it at the top level (`${X}` above gives `bp6-button-group`); a name some inner scope binds again
//   (the minifier reuses short names) counts only its top-level declaration. Extra readings only add classes.
// - the stylesheets the code carries as text (`?inline` CSS) are skipped, found by parsing (a string that
//   parses as CSS rules): their selectors name every class of Blueprint, used or not, and would keep all.
//   Skipping them in the build itself, rather than scanning a second build made without the stylesheets,
//   lets the build check scan the very files it ships, and costs no second build.
// - a bare namespace string (`"bp6"`) means classes are composed in a way this does not follow: then the
//   prefix `bp6-` keeps every class, and the file is named in a warning.
// Not followed: a class that code receives as a value (a parameter, a property) and extends at run time
// (react-transition-group's `${classNames}-enter`): the purge keeps every extension `C-…` of a class C the
// code names for that (scripts/vite/cssRulePurge.ts, classPredicate).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import postcss from 'postcss';
import { parseAst } from 'vite';

/** How @blueprintjs/core declares its class namespace (scripts/vite/pinBlueprintNamespace.ts pins it). */
export const NAMESPACE_DECLARATION =
  /let NS = ("[a-z0-9]+");\s*if \(typeof BLUEPRINT_NAMESPACE !== "undefined"\) \{[^}]*\}\s*else if \(typeof REACT_APP_BLUEPRINT_NAMESPACE !== "undefined"\) \{[^}]*\}/;

/** Blueprint's class namespace as the installed @blueprintjs/core declares it (`bp6`). */
export function blueprintNamespace() {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve('@blueprintjs/core/lib/esm/common/classes.js'), 'utf8');
  const match = NAMESPACE_DECLARATION.exec(source);
  if (!match)
    throw new Error('@blueprintjs/core no longer declares NS as expected: update pinBlueprintNamespace.ts');
  return JSON.parse(match[1]);
}

/** Readings of one expression beyond which a scan stops rather than guess. */
const MAX_READINGS = 512;
const HOLE = Symbol('run-time value');

/** The built JavaScript files under `folders` (not their precompressed .br/.gz copies). */
export function* builtScripts(folders) {
  for (const folder of folders) {
    for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
      if (entry.isFile() && /\.m?js$/.test(entry.name)) yield join(entry.parentPath, entry.name);
    }
  }
}

/** Whether a string is a stylesheet: it parses as CSS and holds at least one rule. */
function isStylesheet(text) {
  if (!text.includes('{') || !text.includes('}')) return false;
  try {
    const root = postcss.parse(text);
    return root.nodes.some((node) => node.type === 'rule' || node.type === 'atrule');
  } catch {
    return false;
  }
}

/** Every node of an ESTree tree in source order, and each node's parent. */
function flatten(program) {
  const nodes = [];
  const parents = new Map();
  const stack = [[program, null]];
  while (stack.length > 0) {
    const [node, parent] = stack.pop();
    nodes.push(node);
    parents.set(node, parent);
    const children = [];
    for (const key in node) {
      const value = node[key];
      if (Array.isArray(value)) {
        for (const item of value) if (item && typeof item.type === 'string') children.push(item);
      } else if (value && typeof value.type === 'string') {
        children.push(value);
      }
    }
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push([children[index], node]);
  }
  return { nodes, parents };
}

/** A reading with adjacent strings joined and adjacent run-time values merged into one. */
function normalised(reading) {
  const parts = [];
  for (const part of reading) {
    const last = parts.at(-1);
    if (part === '') continue;
    if (part === HOLE && last === HOLE) continue;
    if (part !== HOLE && last !== undefined && last !== HOLE) parts[parts.length - 1] = last + part;
    else parts.push(part);
  }
  return parts;
}

/** The distinct readings of a list. */
function distinct(readings) {
  const byKey = new Map();
  for (const reading of readings) {
    const parts = normalised(reading);
    byKey.set(parts.map((part) => (part === HOLE ? '\u0000' : JSON.stringify(part))).join(), parts);
  }
  return [...byKey.values()];
}

/** Every sequence of a list of reading lists, one reading of each, concatenated. */
function product(lists, where) {
  let readings = [[]];
  for (const list of lists) {
    readings = distinct(readings.flatMap((reading) => list.map((next) => [...reading, ...next])));
    if (readings.length > MAX_READINGS) {
      throw new Error(`${where}: more than ${MAX_READINGS} readings of one string expression`);
    }
  }
  return readings;
}

/** The names a pattern (`a`, `{a, b: [c]}`, `...d`, `e = 1`) binds. */
function boundNames(pattern) {
  if (!pattern) return [];
  if (pattern.type === 'Identifier') return [pattern.name];
  if (pattern.type === 'ObjectPattern')
    return pattern.properties.flatMap((p) => boundNames(p.value ?? p.argument));
  if (pattern.type === 'ArrayPattern') return pattern.elements.flatMap(boundNames);
  if (pattern.type === 'AssignmentPattern') return boundNames(pattern.left);
  if (pattern.type === 'RestElement') return boundNames(pattern.argument);
  return [];
}

/**
 * What each top-level variable is given: its declaration's value and, when no inner scope (a function's
 * parameter or variable, a catch clause …) binds the same name, every assignment to it anywhere (bundlers
 * assign a module's constants inside lazy-init wrappers). The minifier reuses short names in inner scopes:
 * those are run-time values here.
 */
function givenStrings(program, nodes) {
  const topLevel = new Set(
    program.body.map((statement) =>
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement,
    ),
  );
  const declared = new Map();
  const assignments = new Map();
  const inner = new Set();
  const add = (map, name, value) => map.set(name, [...(map.get(name) ?? []), value]);
  for (const node of nodes) {
    if (node.type === 'VariableDeclaration') {
      for (const declarator of node.declarations) {
        if (topLevel.has(node) && declarator.id.type === 'Identifier' && declarator.init) {
          add(declared, declarator.id.name, declarator.init);
        } else if (!topLevel.has(node)) {
          for (const name of boundNames(declarator.id)) inner.add(name);
        }
      }
    } else if (/Function/.test(node.type)) {
      for (const name of node.params.flatMap(boundNames)) inner.add(name);
      if (node.id && !topLevel.has(node)) inner.add(node.id.name);
    } else if (
      (node.type === 'ClassDeclaration' || node.type === 'ClassExpression') &&
      node.id &&
      !topLevel.has(node)
    ) {
      inner.add(node.id.name);
    } else if (node.type === 'CatchClause') {
      for (const name of boundNames(node.param)) inner.add(name);
    } else if (
      node.type === 'AssignmentExpression' &&
      node.operator === '=' &&
      node.left.type === 'Identifier'
    ) {
      add(assignments, node.left.name, node.right);
    }
  }
  const given = new Map(declared);
  for (const [name, values] of assignments) {
    if (!inner.has(name)) given.set(name, [...(given.get(name) ?? []), ...values]);
  }
  return given;
}

/** Classes and prefixes in one built file. */
export function scanScript(code, file, namespace) {
  const program = parseAst(code, { lang: 'js' }, file);
  const { nodes, parents } = flatten(program);
  const assigned = givenStrings(program, nodes);
  // Readings of an expression: each a sequence of strings and HOLEs (run-time values).
  const memo = new Map();
  const resolving = new Set();
  const hole = [[HOLE]];
  function read(node) {
    if (memo.has(node)) return memo.get(node);
    let readings = hole;
    if (node.type === 'Literal' && typeof node.value === 'string') {
      readings = isStylesheet(node.value) ? [[]] : [[node.value]];
    } else if (node.type === 'TemplateLiteral') {
      const parts = node.quasis.flatMap((quasi, index) => {
        const text = [[quasi.value.cooked ?? quasi.value.raw]];
        return index < node.expressions.length ? [text, read(node.expressions[index])] : [text];
      });
      readings = node.expressions.length === 0 && isStylesheet(parts[0][0][0]) ? [[]] : product(parts, file);
    } else if (node.type === 'BinaryExpression' && node.operator === '+') {
      readings = product([read(node.left), read(node.right)], file);
    } else if (node.type === 'ConditionalExpression') {
      readings = distinct([...read(node.consequent), ...read(node.alternate)]);
    } else if (node.type === 'LogicalExpression') {
      readings = distinct([...read(node.left), ...read(node.right)]);
    } else if (node.type === 'SequenceExpression') {
      readings = read(node.expressions.at(-1));
    } else if (isJoin(node)) {
      const separator = [[node.arguments[0]?.value ?? ',']];
      const parts = node.callee.object.elements.flatMap((element, index) => [
        ...(index > 0 ? [separator] : []),
        element && element.type !== 'SpreadElement' ? read(element) : hole,
      ]);
      readings = product(parts, file);
    } else if (node.type === 'Identifier' && assigned.has(node.name) && !resolving.has(node.name)) {
      resolving.add(node.name);
      // Only the strings that hold the namespace can add a class; any other is as good as unknown.
      const given = assigned.get(node.name).flatMap((value) => read(value));
      resolving.delete(node.name);
      readings = distinct([
        ...hole,
        ...given.filter((reading) => reading.some((part) => part !== HOLE && part.includes(namespace))),
      ]);
    }
    memo.set(node, readings);
    return readings;
  }

  const classes = new Set();
  const prefixes = new Set();
  const bare = [];
  const word = new RegExp(`(?<![\\w-])${namespace}(?:-[\\w-]*)?`, 'g');
  function take(reading, at) {
    reading.forEach((part, index) => {
      if (part === HOLE) return;
      const runsOn = reading[index + 1] === HOLE;
      for (const match of part.matchAll(word)) {
        const token = match[0];
        const atEnd = match.index + token.length === part.length;
        if (token === namespace && !(atEnd && runsOn)) {
          bare.push(at);
          prefixes.add(`${namespace}-`);
        } else if ((atEnd && runsOn) || token.endsWith('-')) prefixes.add(token);
        else classes.add(token);
      }
    });
  }
  // Every whole string expression is read once; its parts only within it (`"bp6"` in `["bp6",t].join("-")`
  // is no bare namespace).
  for (const node of nodes) {
    const stringy =
      (node.type === 'Literal' && typeof node.value === 'string') ||
      node.type === 'TemplateLiteral' ||
      (node.type === 'BinaryExpression' && node.operator === '+') ||
      isJoin(node);
    if (stringy && !isPart(node, parents)) for (const reading of read(node)) take(reading, node.start);
  }
  return { classes, prefixes, bare };
}

/** Whether a string expression's value is a part of a larger one: a template's, a `+`'s or a join's. */
function isPart(node, parents) {
  let child = node;
  let parent = parents.get(node);
  // Through the expressions that pass a value on: a branch of a condition, an operand of `||`, a sequence's last.
  while (
    parent &&
    ((parent.type === 'ConditionalExpression' && parent.test !== child) ||
      parent.type === 'LogicalExpression' ||
      (parent.type === 'SequenceExpression' && parent.expressions.at(-1) === child) ||
      parent.type === 'ParenthesizedExpression')
  ) {
    child = parent;
    parent = parents.get(parent);
  }
  if (!parent) return false;
  if (parent.type === 'TemplateLiteral' || (parent.type === 'BinaryExpression' && parent.operator === '+'))
    return true;
  // `[…].join(sep)`: the array's parent is the callee `[…].join`, whose parent is the call.
  const call = parent.type === 'ArrayExpression' ? parents.get(parents.get(parent)) : null;
  return call != null && isJoin(call) && call.callee.object === parent;
}

function isJoin(node) {
  return (
    node.type === 'CallExpression' &&
    node.callee.type === 'MemberExpression' &&
    !node.callee.computed &&
    node.callee.property.name === 'join' &&
    node.callee.object.type === 'ArrayExpression' &&
    (node.arguments.length === 0 ||
      (node.arguments[0].type === 'Literal' && typeof node.arguments[0].value === 'string'))
  );
}

/** Classes and prefixes of every built script under `folders`, sorted, with the files that hold a bare namespace. */
export function scanBuild(folders, namespace) {
  const classes = new Set();
  const prefixes = new Set();
  const bare = [];
  for (const file of builtScripts(folders)) {
    const found = scanScript(readFileSync(file, 'utf8'), file, namespace);
    for (const name of found.classes) classes.add(name);
    for (const prefix of found.prefixes) prefixes.add(prefix);
    if (found.bare.length > 0) bare.push(`${file} at ${found.bare.join(', ')}`);
  }
  return { classes: [...classes].sort(), prefixes: [...prefixes].sort(), bare };
}
