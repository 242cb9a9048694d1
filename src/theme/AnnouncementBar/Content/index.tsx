// Wraps the announcement's HTML so that (1) its links into the site navigate inside the app (no
// full reload) and (2) a new announcement (new id) shows at once to readers who dismissed the old
// one: the pre-hydration script hides the bar by a data attribute that React never resets.
import React, {type MouseEvent, type ReactNode, useEffect} from 'react';
import Content from '@theme-original/AnnouncementBar/Content';
import type ContentType from '@theme/AnnouncementBar/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useHistory} from '@docusaurus/router';

type Props = WrapperProps<typeof ContentType>;

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

const initiallyDismissedAttribute = 'data-announcement-bar-initially-dismissed';

export default function ContentWrapper(props: Props): ReactNode {
  const history = useHistory();
  // This content renders only while the bar is active, so the bar must not stay hidden by CSS.
  useEffect(() => {
    document.documentElement.setAttribute(initiallyDismissedAttribute, 'false');
  }, []);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    props.onClick?.(event);
    const anchor = (event.target as Element).closest('a');
    if (!anchor || event.defaultPrevented || !isPlainLeftClick(event) || anchor.target) {
      return;
    }
    const url = new URL(anchor.href, window.location.href);
    if (url.origin === window.location.origin) {
      event.preventDefault();
      history.push(url.pathname + url.search + url.hash);
    }
  };
  return <Content {...props} onClick={onClick} />;
}
