/** ESM nodes that the site's MDX steps add to a page. */
import type {ImportDeclaration} from 'estree';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';

/** An import declaration with the estree MDX compiles from. */
function importDeclaration(specifiers: ImportDeclaration['specifiers'], source: string, clause: string): MdxjsEsm {
  const literal = JSON.stringify(source);
  return {
    type: 'mdxjsEsm',
    value: `import ${clause} from ${literal};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{type: 'ImportDeclaration', specifiers, source: {type: 'Literal', value: source, raw: literal}, attributes: []}],
      },
    },
  };
}

/** `import name from 'source'`. */
export function defaultImport(name: string, source: string): MdxjsEsm {
  return importDeclaration([{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}], source, name);
}

/** `import {a, b} from 'source'`. */
export function namedImport(names: readonly string[], source: string): MdxjsEsm {
  const specifiers = names.map((name) => ({
    type: 'ImportSpecifier' as const,
    imported: {type: 'Identifier' as const, name},
    local: {type: 'Identifier' as const, name},
  }));
  return importDeclaration(specifiers, source, `{${names.join(', ')}}`);
}

/** `export const name = await loader(() => import('source'));`: a module that waits for a lazily loaded one. */
export function awaitedDynamicImport(name: string, loader: string, source: string): MdxjsEsm {
  const literal = JSON.stringify(source);
  return {
    type: 'mdxjsEsm',
    value: `export const ${name} = await ${loader}(() => import(${literal}));`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExportNamedDeclaration',
            specifiers: [],
            source: null,
            attributes: [],
            declaration: {
              type: 'VariableDeclaration',
              kind: 'const',
              declarations: [
                {
                  type: 'VariableDeclarator',
                  id: {type: 'Identifier', name},
                  init: {
                    type: 'AwaitExpression',
                    argument: {
                      type: 'CallExpression',
                      optional: false,
                      callee: {type: 'Identifier', name: loader},
                      arguments: [
                        {
                          type: 'ArrowFunctionExpression',
                          params: [],
                          async: false,
                          generator: false,
                          expression: true,
                          body: {type: 'ImportExpression', source: {type: 'Literal', value: source, raw: literal}},
                        },
                      ],
                    },
                  },
                },
              ],
            },
          },
        ],
      },
    },
  } as MdxjsEsm;
}
