/** ESM nodes and JSX attribute expressions that the site's MDX steps add to a page. */
import type {Expression, ImportDeclaration} from 'estree';
import {valueToEstree} from 'estree-util-value-to-estree';
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

/** A JSX attribute of MDX's hast whose value is the expression `expression`: `name={…}`. */
export function expressionAttribute(name: string, expression: Expression) {
  return {
    type: 'mdxJsxAttribute' as const,
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression' as const,
      value: '',
      data: {
        estree: {
          type: 'Program' as const,
          sourceType: 'module' as const,
          body: [{type: 'ExpressionStatement' as const, expression}],
        },
      },
    },
  };
}

/** A JSX attribute whose value is a plain value (number, string, object of them): `name={value}`. */
export function valueAttribute(name: string, value: unknown) {
  return expressionAttribute(name, valueToEstree(value));
}
