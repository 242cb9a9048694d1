/** The data of one print edition (a createData module of its route). */
export type PrintEditionData = {
  readonly title: string;
  readonly kind: 'chapter' | 'page' | 'post';
  /** The PDF's URL path. */
  readonly pdf: string;
  /** The date of the build, YYYY-MM-DD. */
  readonly built: string;
  readonly author: string;
  /** The site's public address, without a trailing slash. */
  readonly siteUrl: string;
  readonly pages: readonly {readonly permalink: string; readonly title: string}[];
};

/** What the print plugin publishes as global data: the edition each page belongs to. */
export type PrintGlobalData = {
  readonly pages: Record<string, {readonly route: string; readonly pdf: string; readonly kind: 'chapter' | 'page' | 'post'}>;
};
