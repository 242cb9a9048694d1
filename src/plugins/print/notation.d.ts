// The list of all notation, which src/plugins/notation writes with createData (its data.ts names it):
// each print edition shows the entries of its own pages.
declare module '@generated/site-model/default/notation/lists/all.json' {
  import type {NotationList} from '@site/src/plugins/notation/table';

  const list: NotationList;
  export default list;
}
