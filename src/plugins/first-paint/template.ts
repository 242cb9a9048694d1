/**
 * A page paints before its scripts run.
 *
 * Docusaurus writes its two bundles (`runtime~main`, `main`) as deferred scripts in the <head>, and a
 * browser runs deferred scripts as soon as the HTML is parsed, before it has painted anything if the
 * scripts have arrived by then. On a short page from a fast connection they have: the first paint of
 * the index of terms waited for `main`'s evaluation, the route's chunks it asks for and the layout
 * after them (traced in Lighthouse's runs: `main` evaluated inside the first layout's task in 3 of 4
 * runs, largest paint 3.0 s against 2.4 s when it painted first; on long pages the parser was still
 * busy when the scripts came, and the page painted first).
 *
 * So the bundles are preloaded at the priority the deferred scripts had (`fetchpriority=low`: the
 * download starts as early, and does not compete with the stylesheet and fonts), and a small script
 * at the end of the body starts them, in order, once the browser reports its first contentful paint
 * (or at once where no paint will be reported: a hidden tab, a browser without paint timing; and
 * after 3 s whatever happens). React hydrates what the reader already sees.
 *
 * Measured (Lighthouse mobile, interleaved, 5 runs each, the index of terms): performance 97, 99, 93,
 * 98, 98 before (largest paint 2.0–3.0 s), 100 in all five after (1.3–1.4 s), total blocking time
 * 26–142 ms before and 42–75 after; chapter 3's notes unchanged within the runs' spread. A variant
 * that waited one frame (`requestAnimationFrame`, then a task) gave 97–98: the script then ran before
 * the paint's presentation, which the browser reports later.
 *
 * The template is Docusaurus's own (core's `ssgTemplate.html`, the default of the `ssrTemplate`
 * option) with its bundle scripts replaced: read from Docusaurus, so any other change it makes to its
 * template is kept; if the part replaced changes, the site's config stops with a message
 * (README, "Docusaurus internals").
 */
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);

/** Where Docusaurus keeps its page template (not a public export). */
export const docusaurusTemplateModule = '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

/** Docusaurus's bundles as its template writes them: deferred scripts in the <head>. */
const deferredBundles =
  /^[ \t]*<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>[ \t]*\n/m;

/** The end of the body, where the plugins' tags go. */
const bodyTags = '<%~ it.postBodyTags %>';

/** Each bundle fetched from the start, at the priority a deferred script has. */
const preloadedBundles = `    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>">
    <% }); %>
`;

/**
 * Starts the bundles (their addresses in order, as JSON) after the first contentful paint: inserted
 * scripts that are not async run in the order they were inserted, as deferred ones did.
 */
export const startAfterFirstPaint = (bundles: string): string =>
  `(function(b){var s=0;function go(){if(s)return;s=1;b.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=false;document.head.appendChild(e)})}` +
  `try{if(document.visibilityState==="hidden"||PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;` +
  `new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)setTimeout(go)}).observe({type:"paint",buffered:true});` +
  `setTimeout(go,3000)}catch(e){go()}})(${bundles})`;

const starter = `<script>${startAfterFirstPaint('<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>')}</script>`;

/** Docusaurus's page template with its bundles started after the first paint. */
export function firstPaintTemplate(template: string): string {
  if (!deferredBundles.test(template) || !template.includes(bodyTags)) {
    throw new Error(
      `Docusaurus's page template (${docusaurusTemplateModule}) no longer writes its bundles as this site expects ` +
        "(deferred scripts in the <head>, the plugins' tags at the end of the body): see src/plugins/first-paint/template.ts.",
    );
  }
  return template.replace(deferredBundles, preloadedBundles).replace(bodyTags, `${bodyTags}\n    ${starter}`);
}

/** The `ssrTemplate` of the site's config. */
export const ssrTemplate = firstPaintTemplate((require(docusaurusTemplateModule) as {default: string}).default);
