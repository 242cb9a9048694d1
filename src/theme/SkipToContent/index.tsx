// Keeps focus on <main> after "Skip to main content": the built-in link removes the temporary
// tabindex right after focusing, and current Chromium then drops focus back to <body>.
import React, {type MouseEvent, type ReactNode} from 'react';
import SkipToContent from '@theme-original/SkipToContent';
import type SkipToContentType from '@theme/SkipToContent';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof SkipToContentType>;

const fallbackTargetId = '__docusaurus_skipToContent_fallback';

function focusMainContent(event: MouseEvent<HTMLDivElement>): void {
  if (!(event.target as Element).closest('a')) {
    return;
  }
  const target = document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(fallbackTargetId);
  if (!target || document.activeElement === target) {
    return;
  }
  target.setAttribute('tabindex', '-1');
  target.focus();
  target.addEventListener('blur', () => target.removeAttribute('tabindex'), {once: true});
}

export default function SkipToContentWrapper(props: Props): ReactNode {
  return (
    // The click comes from the link inside (mouse or Enter key); this only delegates it.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div onClick={focusMainContent}>
      <SkipToContent {...props} />
    </div>
  );
}
