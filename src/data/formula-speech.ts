/**
 * How the site's formulas are spoken and brailled (src/plugins/maths/speech.ts): the one place to
 * change either. Both come from the Speech Rule Engine at build time.
 */
export type FormulaSpeechSettings = {
  /**
   * The engine's speech rules: MathSpeak (`mathspeak`), which marks where every fraction, root and
   * script starts and ends ("StartFraction a Over b EndFraction"), so a long formula heard once is
   * not ambiguous; or ClearSpeak (`clearspeak`), shorter and closer to how a teacher reads aloud.
   */
  readonly rules: 'mathspeak' | 'clearspeak';
  /**
   * The braille code. Nemeth is the one the engine's released version (4.x) writes; its UEB
   * technical braille comes with version 5, not yet released as stable.
   */
  readonly braille: 'nemeth';
};

export const formulaSpeech = {
  rules: 'mathspeak',
  braille: 'nemeth',
} as const satisfies FormulaSpeechSettings;
