// Ejected from theme-classic 3.10.2: the year of each group is the group's label, not an <h3>, because
// the sidebar comes before the page's <h1> and headings there broke the heading order; titles are
// shown through MathTitle, so maths in them is typeset.
import React, {memo, type ReactNode, useId} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {groupBlogSidebarItemsByYear} from '@docusaurus/plugin-content-blog/client';
import type {BlogSidebarItem} from '@docusaurus/plugin-content-blog';
import type {Props} from '@theme/BlogSidebar/Content';
import MathTitle from '@site/src/plugins/maths/theme/MathTitle';

// The list components of the desktop and mobile sidebars render `item.title` as the link's child, so
// a typeset title can take its place (the type says string because the plugin's data is text).
function withTypesetTitles(items: readonly BlogSidebarItem[]): BlogSidebarItem[] {
  return items.map((item) => ({...item, title: (<MathTitle text={item.title} />) as unknown as string}));
}

function BlogSidebarYearGroup({
  year,
  yearGroupHeadingClassName,
  children,
}: {
  year: string;
  yearGroupHeadingClassName?: string;
  children: ReactNode;
}) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className={yearGroupHeadingClassName}>
        {year}
      </p>
      {children}
    </div>
  );
}

function BlogSidebarContent({items, yearGroupHeadingClassName, ListComponent}: Props): ReactNode {
  const themeConfig = useThemeConfig();
  if (themeConfig.blog.sidebar.groupByYear) {
    const itemsByYear = groupBlogSidebarItemsByYear(items);
    return (
      <>
        {itemsByYear.map(([year, yearItems]) => (
          <BlogSidebarYearGroup key={year} year={year} yearGroupHeadingClassName={yearGroupHeadingClassName}>
            <ListComponent items={withTypesetTitles(yearItems)} />
          </BlogSidebarYearGroup>
        ))}
      </>
    );
  } else {
    return <ListComponent items={withTypesetTitles(items)} />;
  }
}

export default memo(BlogSidebarContent);
