/**
 * Dependency graphs of results, derived from the same extraction as the
 * statement table: result B uses result A when a reference to A stands in B's
 * statement or in the proof or solution that belongs to B. References in the
 * prose and references to equations are not uses of a result.
 *
 * The site gets one graph per chapter (a sidebar category below an area, such
 * as "Chapter 3" of the topology notes), one per notes page outside a chapter,
 * and one per area with more than one of those ("Topology", "Functional
 * analysis"). Blog posts have no graph of their own; their results appear in
 * the notes' graphs as results of another page when they take part in an edge.
 */
import {pageKey} from '../lib/page-data';
import type {PageInput} from '../lib/published-pages';
import type {ExtractedPage, Scope} from '../cross-references/table/extract';
import type {Target} from '../cross-references/table/table';
import type {StatementKind} from '../cross-references/kinds';

/** A result of the site, as a node of the relation. */
export type ResultNode = {
  /** Its link: the page's permalink and the block's anchor. */
  readonly href: string;
  readonly anchor: string;
  readonly kind: StatementKind;
  readonly number: string;
  readonly title?: string;
  readonly page: PageInput;
  /** Its line in the page's source, for reading order. */
  readonly line: number;
  /** The key of its page's previews file (previews are keyed by anchor within a page). */
  readonly previews: string;
};

/** B uses A: an edge from A (`from`, what is used) to B (`to`, what uses it). */
type Use = {
  readonly from: string;
  readonly to: string;
  /** Where in B the references to A stand. */
  readonly scopes: readonly Exclude<Scope, 'prose'>[];
};

export type Relation = {
  /** Every result that takes part in a use, by href. */
  readonly nodes: ReadonlyMap<string, ResultNode>;
  /** In reading order of the using result, then of the first reference. */
  readonly uses: readonly Use[];
};

/** Derives "B uses A" from the pages' extracted references, resolved against the table's targets. */
export function dependencyRelation(
  siteDir: string,
  pages: readonly {page: PageInput; extracted: ExtractedPage}[],
  targets: ReadonlyMap<string, Target>,
): Relation {
  const nodes = new Map<string, ResultNode>();
  const uses = new Map<string, {from: string; to: string; scopes: Exclude<Scope, 'prose'>[]}>();
  const node = (result: Omit<ResultNode, 'href' | 'previews'>): string => {
    const href = `${result.page.permalink}#${result.anchor}`;
    if (!nodes.has(href)) {
      nodes.set(href, {...result, href, previews: pageKey(siteDir, result.page.file)});
    }
    return href;
  };
  for (const {page, extracted} of pages) {
    for (const reference of extracted.references) {
      const target = targets.get(reference.label);
      if (reference.scope === 'prose' || !reference.owner || !target || target.kind === 'Equation') {
        continue;
      }
      const owner = reference.owner;
      const from = node({
        anchor: target.href.slice(target.href.indexOf('#') + 1),
        kind: target.kind,
        number: target.number,
        ...(target.title ? {title: target.title} : {}),
        page: target.page,
        line: target.line,
      });
      const to = node({
        anchor: owner.id,
        kind: owner.kind,
        number: owner.number,
        ...(owner.title ? {title: owner.title} : {}),
        page,
        line: owner.line,
      });
      // A proof that recalls its own statement is not a dependency.
      if (from === to) {
        continue;
      }
      const key = `${from}\u0000${to}`;
      const use = uses.get(key) ?? {from, to, scopes: []};
      if (!use.scopes.includes(reference.scope)) {
        use.scopes.push(reference.scope);
      }
      uses.set(key, use);
    }
  }
  const used = new Set([...uses.values()].flatMap((use) => [use.from, use.to]));
  return {nodes: new Map([...nodes].filter(([href]) => used.has(href))), uses: [...uses.values()]};
}

/** A graph page: a chapter, a notes page or an area. */
export type GraphUnit = {
  readonly kind: 'chapter' | 'page' | 'area';
  readonly title: string;
  /** The graph page's route. */
  readonly path: string;
  /** The page the graph belongs to (a chapter's or an area's common folder, or the notes page). */
  readonly home: string;
  readonly pages: readonly PageInput[];
};

/** The longest common folder of some permalinks, "/docs/a/b/" for "/docs/a/b/c" and "/docs/a/b/d/". */
function commonFolder(permalinks: readonly string[]): string {
  const split = permalinks.map((permalink) => permalink.split('/').slice(0, -1));
  const first = split[0] ?? [''];
  let length = 0;
  while (length < first.length && split.every((parts) => parts[length] === first[length])) {
    length += 1;
  }
  return `${first.slice(0, length).join('/')}/`;
}

/** "/docs/x/y/" and "/docs/x/z" become "/graphs/x/y/" and "/graphs/x/z/". */
function graphPath(home: string): string {
  return `/graphs/${home.replace(/^\/docs\//, '').replace(/\/?$/, '/')}`.replace(/\/{2,}/g, '/');
}

/**
 * The graph pages, from the docs' places in the sidebar (PageInput.area): a chapter is a
 * category two levels down (Mathematics › Topology › Chapter 3); a docs page with results
 * outside any chapter has a graph of its own; an area (Mathematics › Topology) with more than
 * one chapter or page graph gets a graph of the whole area.
 */
export function graphUnits(pages: readonly {page: PageInput; extracted: ExtractedPage}[]): GraphUnit[] {
  const docs = pages.filter(({page}) => page.area[0] !== 'Blog');
  const chapters = new Map<string, PageInput[]>();
  const units: GraphUnit[] = [];
  for (const {page, extracted} of docs) {
    if (page.area.length >= 3) {
      const key = page.area.slice(0, 3).join('\u0000');
      chapters.set(key, [...(chapters.get(key) ?? []), page]);
    } else if (extracted.statements.length > 0) {
      units.push({kind: 'page', title: page.title, path: graphPath(page.permalink), home: page.permalink, pages: [page]});
    }
  }
  for (const members of chapters.values()) {
    const withResults = members.filter((member) =>
      docs.some(({page, extracted}) => page === member && extracted.statements.length > 0),
    );
    if (withResults.length > 0) {
      const home = commonFolder(members.map((member) => member.permalink));
      units.push({kind: 'chapter', title: members[0]!.area[2]!, path: graphPath(home), home, pages: members});
    }
  }
  const areas = new Map<string, {title: string; units: GraphUnit[]; pages: PageInput[]}>();
  for (const {page} of docs) {
    if (page.area.length >= 2) {
      const key = page.area.slice(0, 2).join('\u0000');
      const area = areas.get(key) ?? {title: page.area[1]!, units: [], pages: []};
      area.pages.push(page);
      areas.set(key, area);
    }
  }
  for (const area of areas.values()) {
    const inArea = units.filter((unit) => unit.pages.every((page) => area.pages.includes(page)));
    if (inArea.length > 1) {
      const home = commonFolder(area.pages.map((page) => page.permalink));
      units.push({kind: 'area', title: area.title, path: graphPath(home), home, pages: area.pages});
    }
  }
  // Reading order: by the first page of each graph in the sidebar, an area before its chapters.
  const order = new Map(docs.map(({page}, index) => [page.file, index]));
  const first = (unit: GraphUnit) => Math.min(...unit.pages.map((page) => order.get(page.file) ?? Infinity));
  const rank = {area: 0, chapter: 1, page: 1};
  return units.sort((a, b) => first(a) - first(b) || rank[a.kind] - rank[b.kind]);
}

export type GraphNode = {
  /** The node's anchor on the graph page. */
  readonly id: string;
  readonly kind: StatementKind;
  readonly number: string;
  readonly title?: string;
  /** The result's anchor on its page. */
  readonly href: string;
  readonly anchor: string;
  readonly previews: string;
  /** Set for a result of a page outside the graph: that page's title. */
  readonly externalPage?: string;
  /** The page's title, when the graph spans several pages. */
  readonly page?: string;
};

export type GraphEdge = {readonly from: string; readonly to: string; readonly scopes: Use['scopes']};

/** One graph page's content, before layout. */
export type Graph = {
  readonly title: string;
  readonly kind: GraphUnit['kind'];
  readonly path: string;
  readonly home: string;
  /** The pages the graph covers, in reading order, with how many of their results are not nodes. */
  readonly pages: readonly {
    readonly title: string;
    readonly permalink: string;
    readonly results: number;
    readonly unconnected: number;
  }[];
  readonly nodes: readonly GraphNode[];
  readonly edges: readonly GraphEdge[];
};

function slug(text: string): string {
  return text
    .replace(/^\/docs\//, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

/** The DOM id of a result's node on a graph page, readable and stable across renumbering. */
export function nodeId(unit: GraphUnit, result: ResultNode): string {
  const inside = unit.pages.includes(result.page);
  const relative = result.page.permalink.startsWith(unit.home)
    ? result.page.permalink.slice(unit.home.length)
    : result.page.permalink;
  return inside
    ? ['node', slug(relative), result.anchor].filter(Boolean).join('-')
    : ['node', 'other', slug(result.page.permalink), result.anchor].join('-');
}

/** The nodes and edges of one graph page: the uses with at least one end on the graph's pages. */
export function graphOf(unit: GraphUnit, relation: Relation, statementCounts: ReadonlyMap<PageInput, number>): Graph {
  const members = new Set(unit.pages);
  const uses = relation.uses.filter(
    (use) => members.has(relation.nodes.get(use.from)!.page) || members.has(relation.nodes.get(use.to)!.page),
  );
  const ids = new Map<string, string>();
  const nodes: GraphNode[] = [];
  // Nodes in reading order: the graph's pages first (in the relation's order of first use), then results of other pages.
  const hrefs = [...new Set(uses.flatMap((use) => [use.from, use.to]))];
  const pageOrder = (href: string) => {
    const index = unit.pages.indexOf(relation.nodes.get(href)!.page);
    return index === -1 ? Infinity : index;
  };
  const line = (href: string) => relation.nodes.get(href)!.line;
  hrefs.sort((a, b) => pageOrder(a) - pageOrder(b) || line(a) - line(b));
  for (const href of hrefs) {
    const result = relation.nodes.get(href)!;
    const id = nodeId(unit, result);
    ids.set(href, id);
    nodes.push({
      id,
      kind: result.kind,
      number: result.number,
      ...(result.title ? {title: result.title} : {}),
      href: result.href,
      anchor: result.anchor,
      previews: result.previews,
      ...(members.has(result.page) ? {} : {externalPage: result.page.title}),
      ...(members.has(result.page) && unit.pages.length > 1 ? {page: result.page.title} : {}),
    });
  }
  const nodePages = new Map<PageInput, number>();
  for (const href of hrefs) {
    const page = relation.nodes.get(href)!.page;
    nodePages.set(page, (nodePages.get(page) ?? 0) + 1);
  }
  return {
    title: unit.title,
    kind: unit.kind,
    path: unit.path,
    home: unit.home,
    pages: unit.pages
      .filter((page) => (statementCounts.get(page) ?? 0) > 0)
      .map((page) => ({
        title: page.title,
        permalink: page.permalink,
        results: statementCounts.get(page) ?? 0,
        unconnected: (statementCounts.get(page) ?? 0) - (nodePages.get(page) ?? 0),
      })),
    nodes,
    edges: uses.map((use) => ({from: ids.get(use.from)!, to: ids.get(use.to)!, scopes: use.scopes})),
  };
}
