/**
 * Measures a graph box's text at build time in the very font files the graph page serves
 * (src/plugins/graphs/theme/DependencyGraph/fonts), shaped by HarfBuzz (Chromium's and Firefox's shaper):
 * widths include kerning, as the browser draws them.
 * The layout sizes each box from these widths (./layout.ts), so no title needs clipping.
 */
import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import fontverter from 'fontverter';
import {fontSize} from './geometry';

export type TextMeasure = {
  /** Width in pixels of a title line (regular weight). */
  readonly title: (text: string) => number;
  /** Width in pixels of a name line (bold). */
  readonly name: (text: string) => number;
};

/** The graph page's font files, relative to the site. */
export const graphFontFiles = {
  title: 'src/plugins/graphs/theme/DependencyGraph/fonts/graph-sans-regular.woff2',
  name: 'src/plugins/graphs/theme/DependencyGraph/fonts/graph-sans-bold.woff2',
} as const;

type HarfBuzz = {
  readonly memory: WebAssembly.Memory;
  readonly malloc: (size: number) => number;
  readonly free: (pointer: number) => void;
  readonly hb_blob_create: (data: number, length: number, mode: number, userData: number, destroy: number) => number;
  readonly hb_face_create: (blob: number, index: number) => number;
  readonly hb_face_get_upem: (face: number) => number;
  readonly hb_font_create: (face: number) => number;
  readonly hb_buffer_create: () => number;
  readonly hb_buffer_add_utf8: (buffer: number, text: number, length: number, offset: number, itemLength: number) => void;
  readonly hb_buffer_guess_segment_properties: (buffer: number) => void;
  readonly hb_shape: (font: number, buffer: number, features: number, featureCount: number) => void;
  readonly hb_buffer_get_length: (buffer: number) => number;
  readonly hb_buffer_get_glyph_infos: (buffer: number, length: number) => number;
  readonly hb_buffer_get_glyph_positions: (buffer: number, length: number) => number;
  readonly hb_buffer_destroy: (buffer: number) => void;
  readonly __wasm_call_ctors: () => void;
};

/**
 * HarfBuzz's WebAssembly from harfbuzzjs, instantiated here: the package's own entry is an ES
 * module with a top-level await, which this plugin (compiled to CommonJS by Docusaurus's loader)
 * cannot load. The module asks its host only to grow its memory and to stop on a fatal error.
 */
async function harfBuzz(siteDir: string): Promise<HarfBuzz> {
  const file = createRequire(path.join(siteDir, 'package.json')).resolve('harfbuzzjs/dist/harfbuzz.wasm');
  // Set once the module is instantiated; read by the host functions the module imports.
  // eslint-disable-next-line prefer-const
  let memory: WebAssembly.Memory | undefined;
  const fail = () => {
    throw new Error("HarfBuzz stopped while measuring the dependency graphs' text");
  };
  const imports = {
    _abort_js: fail,
    proc_exit: fail,
    _emscripten_runtime_keepalive_clear: () => undefined,
    _setitimer_js: () => 0,
    emscripten_resize_heap: (size: number) => {
      memory!.grow(Math.ceil((size - memory!.buffer.byteLength) / 65536));
      return 1;
    },
  };
  const {instance} = await WebAssembly.instantiate(await readFile(file), {env: imports, wasi_snapshot_preview1: imports});
  const exports = instance.exports as unknown as HarfBuzz;
  memory = exports.memory;
  exports.__wasm_call_ctors();
  return exports;
}

async function load(siteDir: string): Promise<TextMeasure> {
  const hb = await harfBuzz(siteDir);
  const copy = (bytes: Uint8Array) => {
    const pointer = hb.malloc(bytes.length);
    new Uint8Array(hb.memory.buffer).set(bytes, pointer);
    return pointer;
  };
  const fonts = {} as Record<'title' | 'name', {font: number; scale: number}>;
  for (const weight of ['title', 'name'] as const) {
    const sfnt = await fontverter.convert(await readFile(path.join(siteDir, graphFontFiles[weight])), 'sfnt');
    // The face reads the font where it was copied, for as long as the process measures: never freed.
    const face = hb.hb_face_create(hb.hb_blob_create(copy(sfnt), sfnt.length, 2, 0, 0), 0);
    fonts[weight] = {font: hb.hb_font_create(face), scale: fontSize / hb.hb_face_get_upem(face)};
  }
  /** Each glyph of the shaped text: its id (0 where the font has none) and its advance in pixels. */
  const shape = (text: string, weight: 'title' | 'name') => {
    const {font, scale} = fonts[weight];
    const bytes = new TextEncoder().encode(text);
    const pointer = copy(bytes);
    const buffer = hb.hb_buffer_create();
    hb.hb_buffer_add_utf8(buffer, pointer, bytes.length, 0, bytes.length);
    hb.hb_buffer_guess_segment_properties(buffer);
    hb.hb_shape(font, buffer, 0, 0);
    const count = hb.hb_buffer_get_length(buffer);
    // hb_glyph_info_t and hb_glyph_position_t are five 32-bit fields each: the glyph id, and the x advance, come first.
    const infos = new Uint32Array(hb.memory.buffer, hb.hb_buffer_get_glyph_infos(buffer, 0), count * 5);
    const positions = new Int32Array(hb.memory.buffer, hb.hb_buffer_get_glyph_positions(buffer, 0), count * 5);
    const glyphs = Array.from({length: count}, (_, index) => ({
      glyph: infos[index * 5]!,
      advance: positions[index * 5]! * scale,
    }));
    hb.hb_buffer_destroy(buffer);
    hb.free(pointer);
    return glyphs;
  };
  // A character the font lacks (a symbol from a title typeset as Unicode, such as ℝ) is drawn by
  // the browser in another font, of unknown width: it is given a full em, wider than such glyphs.
  const width = (weight: 'title' | 'name') => (text: string) =>
    shape(text, weight).reduce((sum, {glyph, advance}) => sum + (glyph === 0 ? fontSize : advance), 0);
  return {title: width('title'), name: width('name')};
}

let measure: Promise<TextMeasure> | undefined;

/** The measure of the site's graph font, loaded once per process. */
export function graphTextMeasure(siteDir: string): Promise<TextMeasure> {
  measure ??= load(siteDir);
  return measure;
}
