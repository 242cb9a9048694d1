// Registers the theorem-style blocks, the cross-reference components and notation declarations once, so
// every MDX page can use them without imports (references and labelled equations are written by
// src/plugins/cross-references, citations and each page's references by src/plugins/citations, the
// notation of symbols in formulas by src/plugins/notation, places of the index of terms by src/plugins/index-of-terms: here, beside the preview card it shares, not
// copied into each page's chunk), and a <details> that a print edition unfolds.
import MDXComponents from '@theme-original/MDXComponents';
import {
  Corollary,
  Definition,
  Example,
  Exercise,
  Lemma,
  Proof,
  Proposition,
  Remark,
  Solution,
  Theorem,
} from '@site/src/plugins/cross-references/theme/Statements';
import {CrossReference, CrossReferencesProvider, Equation} from '@site/src/plugins/cross-references/theme/CrossReference';
import Notation from '@site/src/plugins/notation/theme/Notation';
import Index from '@site/src/plugins/index-of-terms/theme/Index';
import FormulaNotation from '@site/src/plugins/notation/theme/FormulaNotation';
import {Citation, CitationsProvider, References} from '@site/src/plugins/citations/theme/Citation';
import Unfolded from '@site/src/plugins/print/theme/Unfolded';
import {pageProviders} from '@site/src/plugins/lib/page-providers';
import {citationComponents} from '@site/src/plugins/citations/components';
import {crossReferenceComponents} from '@site/src/plugins/cross-references/components';
import {notationComponents} from '@site/src/plugins/notation/components';
import {indexElement} from '@site/src/plugins/index-of-terms/components';

export default {
  ...MDXComponents,
  details: Unfolded,
  Definition,
  Theorem,
  Lemma,
  Proposition,
  Corollary,
  Example,
  Remark,
  Exercise,
  Proof,
  Solution,
  Notation,
  [indexElement]: Index,
  // What the site's MDX steps write into pages, under the names the steps take from here.
  [crossReferenceComponents.reference]: CrossReference,
  [crossReferenceComponents.equation]: Equation,
  [pageProviders.crossReferences]: CrossReferencesProvider,
  [notationComponents.formulaNotation]: FormulaNotation,
  [citationComponents.citation]: Citation,
  [citationComponents.references]: References,
  [pageProviders.citations]: CitationsProvider,
};
