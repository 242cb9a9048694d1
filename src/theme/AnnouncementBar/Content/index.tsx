// Wraps the announcement's HTML so its links into the site navigate inside the app (no full reload).
import React, {type MouseEvent, type ReactNode} from 'react';
import Content from '@theme-original/AnnouncementBar/Content';
import type ContentType from '@theme/AnnouncementBar/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useHistory} from '@docusaurus/router';

type Props = WrapperProps<typeof ContentType>;

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export default function ContentWrapper(props: Props): ReactNode {
  const history = useHistory();
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
