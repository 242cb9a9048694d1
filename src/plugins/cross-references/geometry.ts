/**
 * The size of a graph node, shared by the build-time layout (./layout.ts) and the page that
 * draws it (src/components/DependencyGraph). A module of its own so that the page's bundle
 * never reaches the layout's Graphviz import.
 */
export const nodeWidth = 176;
export const nodeHeight = 42;
