// Ejected from theme-classic 3.10.2, with two changes.
// - A code block is remounted after hydration only when the reader's colour mode is not the default one.
//   The original remounts every code block once React has hydrated the page (its `key` changes with
//   useIsBrowser), because the server renders the Prism theme of the default mode and hydration does not
//   patch the token colours of another mode. In the default mode the server's tokens are already right,
//   and remounting re-created every token of the page: on calculus with code, 2,800 elements, a
//   main-thread task of 75-90 ms at 4x CPU slowdown after hydration (issue 32 point 15).
// - Code given as a string is drawn by the highlighter a page that shows code has brought with it
//   (src/plugins/highlighting/remark/code-pages.ts), not by one imported here: this component is in the
//   MDX components of every page of content, and importing Prism here loaded it on every one of them.
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import type {Props} from '@theme/CodeBlock';
import {useCodeColoursKey} from '@site/src/plugins/highlighting/colours-key';
import {registeredHighlighter} from '@site/src/plugins/highlighting/registry';

/**
 * Best attempt to make the children a plain string so it is copyable. If there
 * are react elements, we will not be able to copy the content, and it will
 * return `children` as-is; otherwise, it concatenates the string children
 * together.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const rendered = useCodeColoursKey();
  const children = maybeStringifyChildren(rawChildren);
  const Highlighted = typeof children === 'string' ? registeredHighlighter() : undefined;
  return Highlighted ? (
    <Highlighted key={rendered} {...props}>
      {children as string}
    </Highlighted>
  ) : (
    <ElementContent key={rendered} {...props}>
      {children}
    </ElementContent>
  );
}
