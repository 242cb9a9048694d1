/**
 * The site's identity: the one place to change the owner's name, contact
 * addresses and the site's public URL. The config, the footer, the blog
 * author and the README all read from here.
 */
export type SiteIdentity = {
  /** Shown in the copyright line and as the blog author. */
  readonly ownerName: string;
  /** One line about the owner, shown on the author page. */
  readonly ownerTitle: string;
  /** Linked from the footer as a mailto: link. */
  readonly email: string;
  /** The owner's source-code hosting profile (navbar, right). */
  readonly sourceProfileUrl: string;
  /** The owner's main website (footer "Links" group). */
  readonly websiteUrl: string;
  /** Where the built site is published, without a trailing slash. */
  readonly siteUrl: string;
  /** Path under siteUrl, with leading and trailing slashes. */
  readonly baseUrl: `/${string}`;
  /** Used for GitHub Pages deployment (`npm run deploy`). */
  readonly githubOrganization: string;
  readonly githubProject: string;
};

export const identity = {
  ownerName: 'Site Owner',
  ownerTitle: 'Mathematics student who writes code',
  email: 'owner@example.com',
  sourceProfileUrl: 'https://github.example.com/site-owner',
  websiteUrl: 'https://www.example.com',
  siteUrl: 'https://notes.example.com',
  baseUrl: '/',
  githubOrganization: 'site-owner',
  githubProject: 'notes',
} as const satisfies SiteIdentity;

/** The copyright year fixed by the spec (section 9). */
const copyrightYear = 2025;

export const copyrightLine = `Copyright © ${copyrightYear} ${identity.ownerName}`;

/** The site's title, shown in the navbar and after "|" in every page title. */
export const siteTitle = 'Notes and Blog';

/** The tagline fixed by the spec (section 1). */
export const siteTagline = 'where notes and blog are located';
