/** The id of the "References" heading that ends a page that cites (its component and the page's TOC entry). */
export const referencesId = 'page-references';
