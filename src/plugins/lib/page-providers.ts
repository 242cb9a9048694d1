/**
 * The components an MDX step wraps a whole page in, to hand its data to the page's components: they
 * render their children and no element of their own, so the article's blocks (`.markdown > *`) are
 * their children (src/plugins/long-pages estimates each block's height and must see through them).
 */
export const pageProviders = {
  crossReferences: 'CrossReferencesProvider',
  citations: 'CitationsProvider',
} as const;
