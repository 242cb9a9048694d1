// Shows the previous/next page's title through MathTitle, so maths in it is typeset.
import React, {type ReactNode} from 'react';
import PaginatorNavLink from '@theme-original/PaginatorNavLink';
import type PaginatorNavLinkType from '@theme/PaginatorNavLink';
import type {WrapperProps} from '@docusaurus/types';
import MathTitle from '@site/src/plugins/maths/theme/MathTitle';

type Props = WrapperProps<typeof PaginatorNavLinkType>;

export default function PaginatorNavLinkWrapper(props: Props): ReactNode {
  const {title} = props;
  return <PaginatorNavLink {...props} title={typeof title === 'string' ? <MathTitle text={title} /> : title} />;
}
