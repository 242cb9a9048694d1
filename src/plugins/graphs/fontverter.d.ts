// fontverter ships no types; the one function the graph font measure and the font test use.
declare module 'fontverter' {
  type Format = 'sfnt' | 'truetype' | 'woff' | 'woff2';
  const fontverter: {
    convert(buffer: Uint8Array, toFormat: Format, fromFormat?: Format): Promise<Buffer>;
  };
  export default fontverter;
}
