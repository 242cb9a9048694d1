// Shows a docs sidebar link's label through MathTitle, so maths in a sidebar_label is typeset.
import React, {type ReactNode} from 'react';
import DocSidebarItemLink from '@theme-original/DocSidebarItem/Link';
import type DocSidebarItemLinkType from '@theme/DocSidebarItem/Link';
import type {WrapperProps} from '@docusaurus/types';
import MathTitle from '@site/src/plugins/maths/theme/MathTitle';

type Props = WrapperProps<typeof DocSidebarItemLinkType>;

export default function DocSidebarItemLinkWrapper(props: Props): ReactNode {
  const {item} = props;
  // The original renders the label as the link's child; the type says string because the
  // plugin's data is text.
  const label = (<MathTitle text={item.label} />) as unknown as string;
  return <DocSidebarItemLink {...props} item={{...item, label}} />;
}
