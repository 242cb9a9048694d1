// fontverter ships no types; the one function the font test uses.
declare module 'fontverter' {
  type Format = 'sfnt' | 'truetype' | 'woff' | 'woff2';
  const fontverter: {
    convert(buffer: Uint8Array, toFormat: Format, fromFormat?: Format): Promise<Buffer>;
  };
  export default fontverter;
}
