// The notation each marked symbol shows, which src/plugins/notation writes with createData (its data.ts
// names it), loaded by theme/FormulaNotation when a reader first points at a symbol.
declare module '@generated/site-model/default/notation/macros.json' {
  import type {MacroNotation} from '@site/src/plugins/notation/table';

  const macros: Readonly<Record<string, MacroNotation>>;
  export default macros;
}
