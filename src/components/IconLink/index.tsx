import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** A navbar link shown as an icon, with its label kept for screen readers. */
export type Props = Omit<ComponentProps<'a'>, 'children'> & {
  readonly href: string;
  readonly label: string;
  readonly mobile?: boolean;
};

export default function IconLink({href, label, mobile, className, ...props}: Props): ReactNode {
  const isExternal = /^https?:\/\//.test(href);
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- an external profile link (or given as is): no route to prefetch.
    <a
      {...props}
      href={href}
      aria-label={label}
      title={label}
      className={clsx(mobile ? 'menu__link' : 'navbar__item navbar__link', styles.iconLink, className)}
      {...(isExternal ? {target: '_blank', rel: 'noopener noreferrer'} : {})}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className={styles.icon}>
        <path
          fill="currentColor"
          d="M8.7 16.6 4.1 12l4.6-4.6L7.3 6 1.3 12l6 6 1.4-1.4Zm6.6 0 4.6-4.6-4.6-4.6L16.7 6l6 6-6 6-1.4-1.4Z"
        />
      </svg>
      {mobile && <span className={styles.mobileLabel}>{label}</span>}
    </a>
  );
}
