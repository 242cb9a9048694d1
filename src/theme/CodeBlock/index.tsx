// Ejected from theme-classic 3.10.2: a code block is remounted after hydration only when the reader's colour
// mode is not the default one. The original remounts every code block once React has hydrated the page (its
// `key` changes with useIsBrowser), because the server renders the Prism theme of the default mode and
// hydration does not patch the token colours of another mode. In the default mode the server's tokens are
// already right, and remounting re-created every token of the page: on calculus with code, 2,800 elements,
// a main-thread task of 75-90 ms at 4x CPU slowdown after hydration (issue 32 point 15).
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import {useCodeColoursKey} from '@site/src/plugins/highlighting/colours-key';
// Prism's grammars, registered here rather than on every page (src/plugins/highlighting).
import '@site/src/plugins/highlighting/prism';

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
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  return (
    <CodeBlockComp key={rendered} {...props}>
      {children as string}
    </CodeBlockComp>
  );
}
