import type {Preview} from '@site/src/plugins/cross-references/table/table';

const loaded = new Map<string, Promise<Readonly<Record<string, Preview>>>>();

/**
 * The typeset statements of one page, fetched the first time a reader asks for a preview
 * of one of them: each page's previews are a chunk of their own, so no page carries the
 * whole site's statements.
 */
export function loadPreviews(pageKey: string): Promise<Readonly<Record<string, Preview>>> {
  let previews = loaded.get(pageKey);
  if (!previews) {
    previews = import(
      /* webpackChunkName: "previews-[request]" */ `@generated/site-model/default/cross-references/previews/${pageKey}.json`
    ).then((module: {default: Record<string, Preview>}) => module.default);
    // A failed load (offline) may be retried on the next hover.
    previews.catch(() => loaded.delete(pageKey));
    loaded.set(pageKey, previews);
  }
  return previews;
}
