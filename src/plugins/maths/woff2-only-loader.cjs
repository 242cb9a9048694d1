// Bundler loader for KaTeX's stylesheet: keep only the WOFF2 source of each @font-face. Every browser
// the site supports reads WOFF2, so the WOFF and TrueType fallbacks were never downloaded; dropping
// them keeps their URLs out of the stylesheet and their files out of the build.
module.exports = function woff2Only(source) {
  const stripped = source.replace(/,\s*url\([^)]*\.(?:woff|ttf)\)\s*format\("(?:woff|truetype)"\)/g, '');
  if (stripped === source) {
    this.emitError(new Error("maths: no WOFF/TrueType fallback found in KaTeX's stylesheet; has its format changed?"));
  }
  return stripped;
};
