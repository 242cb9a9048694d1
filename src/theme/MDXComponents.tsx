// Registers the theorem-style blocks once, so every MDX page can use them without imports.
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
} from '@site/src/components/Statements';

export default {
  ...MDXComponents,
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
};
