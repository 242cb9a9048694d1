/**
 * The pages nearest to a mistyped address, by edit distance on its path segments: a segment typed
 * differently costs the share of its letters that differ ("chapt3" for "chapt-3" costs 1/7), a
 * segment missing or added costs 1. Plain data, shared by the not-found page and its tests.
 */

export type SitePage = {readonly permalink: string; readonly title: string};

/** The segments of a path, decoded and in lower case, without "index.html" or an empty last one. */
export function pathSegments(pathname: string): string[] {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is compared as typed.
  }
  return decoded
    .toLowerCase()
    .replace(/\/index\.html?$|\.html?$/, '')
    .split('/')
    .filter(Boolean);
}

/** Levenshtein distance between two strings. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** How far apart two segments are, from 0 (the same) to 1 (nothing in common). */
function segmentDistance(a: string, b: string): number {
  return a === b ? 0 : editDistance(a, b) / Math.max(a.length, b.length);
}

/** Edit distance between two paths, segment by segment. */
export function pathDistance(a: readonly string[], b: readonly string[]): number {
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + segmentDistance(a[i - 1]!, b[j - 1]!));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Up to `count` pages nearest to `pathname`, nearest first: only those within one segment's worth
 * of changes (a segment mistyped, missing or added), so an address unlike any page gets none.
 */
export function closestPages(pathname: string, pages: readonly SitePage[], count = 3): SitePage[] {
  const typed = pathSegments(pathname);
  if (typed.length === 0) {
    return [];
  }
  return pages
    .map((page) => ({page, distance: pathDistance(typed, pathSegments(page.permalink))}))
    .filter(({distance}) => distance <= 1)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, count)
    .map(({page}) => page);
}
