/** ESM nodes that the site's MDX steps add to a page. */
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';

/** `import name from 'source'`, with the estree MDX compiles from. */
export function defaultImport(name: string, source: string): MdxjsEsm {
  const literal = JSON.stringify(source);
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from ${literal};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
            source: {type: 'Literal', value: source, raw: literal},
            attributes: [],
          },
        ],
      },
    },
  };
}
