/**
 * A page's typeset formulas, shipped once.
 *
 * The static HTML of a page carries its formulas, typeset at build time. The
 * page's JavaScript module used to carry every formula's HTML a second time,
 * for React to take over the page and for client-side navigation: on the
 * longest notes page 40 of its 64 kB (gzip). src/plugins/maths/remark/math.ts now puts a
 * page's formulas in a JSON module of their own, and the page module awaits
 * it (top-level await) only when React will render the page itself:
 *
 * - on the server (static site generation), so the HTML has every formula;
 * - on a client-side navigation (or a hover that preloads the route), so
 *   Docusaurus's route preloading waits for it and the page appears whole;
 * - in the dev server, which renders in the browser only.
 *
 * On a first load React hydrates the server's HTML, whose formulas are in
 * place: the module does not wait, the JSON is not fetched, and each formula
 * element keeps the markup it has (src/plugins/maths/theme/Formula). Should the reader
 * later come back to that page client-side, its formulas are fetched when
 * they leave it.
 */
import type {ClientModule} from '@docusaurus/types';

export type FormulaTable = readonly string[];
type Loader = () => Promise<{default: FormulaTable}>;

export class FormulaStore {
  html: FormulaTable | undefined;
  private pending: Promise<FormulaTable> | undefined;

  constructor(private readonly loader: Loader) {}

  /** Fetches the formulas once; resolves with them. */
  load(): Promise<FormulaTable> {
    this.pending ??= this.loader().then(({default: html}) => {
      this.html = html;
      return html;
    });
    return this.pending;
  }
}

let firstPageHydrated = false;
/** Stores of the page the server rendered, fetched if the reader leaves it (to come back client-side). */
const serverRendered = new Set<FormulaStore>();

/** Whether React is about to hydrate (or is hydrating) the server's HTML, formulas included. */
function beforeHydration(): boolean {
  return (
    typeof document !== 'undefined' && !firstPageHydrated && document.getElementById('__docusaurus')?.firstElementChild != null
  );
}

/** What a page module awaits at its top level (added by src/plugins/maths/remark/math.ts). */
export async function pageFormulas(loader: Loader): Promise<FormulaStore> {
  const store = new FormulaStore(loader);
  if (beforeHydration()) {
    serverRendered.add(store);
  } else {
    await store.load();
  }
  return store;
}

/** Client module: marks the end of the first hydration, and fetches the first page's formulas when the reader leaves it. */
export const formulaLifecycle: ClientModule = {
  onRouteDidUpdate() {
    firstPageHydrated = true;
  },
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && previousLocation.pathname !== location.pathname && serverRendered.size > 0) {
      for (const store of serverRendered) {
        void store.load();
      }
      serverRendered.clear();
    }
  },
};
