/** What one cell printed and returned; baked into the HTML and produced again in the browser. */
export type CellOutput = {
  /** stdout and stderr in the order they were written; consecutive writes to one stream are joined. */
  readonly chunks: readonly {readonly stream: 'stdout' | 'stderr'; readonly text: string}[];
  /** repr() of the cell's final expression, when it has one and it is not None. */
  readonly value?: string;
  /** The Python traceback, when the cell raised. */
  readonly error?: string;
};

/** What the python-cells plugin publishes as global data for theme/PythonCell. */
export type PythonCellsGlobalData = {
  /** Absolute URL path of the folder holding the runtime files, ending in "/". */
  readonly indexUrl: string;
  readonly version: string;
};

/** The attribute each cell's box carries (its number): the back-to-top button steps aside over a cell (src/theme/BackToTopButton). */
export const cellAttribute = 'data-python-cell';

/** How a cell's output is named (`aria-label`, "Output of cell 2"): a feed keeps the output of each cell it finds by it. */
export const cellOutputLabel = 'Output of';
