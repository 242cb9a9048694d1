import type {Root} from 'mdast';
import type {VFile} from 'vfile';

/** Parses the MDX `source` of the file at `path` the way the site's MDX loader does (heading ids and comments included). */
export declare function parseMdx(path: string, source: string): {tree: Root; file: VFile};
