/*
 * A Babel plugin for the dependency rules only: `import type … from 'x'` and `export type … from 'x'` become
 * `import 'x'`, so the TypeScript preset (which drops them) leaves the dependency for dependency-cruiser to
 * see. A type that crosses a boundary or closes a circle is as much a dependency as a value. It works on the
 * program's statements as the traversal enters the program, before the preset's own visitors run.
 */
module.exports = function keepTypeImports(api) {
  const types = api.types;
  return {
    visitor: {
      Program: {
        enter(path) {
          path.node.body = path.node.body.map((statement) => {
            const typeOnlyImport = statement.type === 'ImportDeclaration' && statement.importKind === 'type';
            const typeOnlyReexport =
              statement.type === 'ExportNamedDeclaration' &&
              statement.exportKind === 'type' &&
              statement.source;
            if (!typeOnlyImport && !typeOnlyReexport) return statement;
            return types.importDeclaration([], types.stringLiteral(statement.source.value));
          });
        },
      },
    },
  };
};
