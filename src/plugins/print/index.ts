/**
 * The print edition: each chapter of the notes, each other mathematics page and each blog post as
 * one document at /print/<path>/ (./documents.ts says which pages make one), with a title page, a
 * table of contents, every result numbered as on the site and solutions shown
 * (theme/PrintEdition), and as a PDF under /pdf/, printed after the build by the Chromium the tests
 * use (./pdf.ts), with references that say on which page their target is (Paged.js). The pages a
 * document collects link to it (theme/PrintLink, through the docs' and posts' footers).
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {identity} from '../../data/identity';
import {publishedPages} from '../lib/published-pages';
import {siteDocuments, type PrintDocument} from './documents';
import {makePdfs} from './pdf';
import {printShareCapability, printShareFile} from './share';
import {capabilityDataDir} from '../lib/page-data';
import type {PrintEditionData, PrintGlobalData} from './types';

/** This module's folder. */
const here = path.dirname(fileURLToPath(import.meta.url));

/** The published site's address, without a trailing slash: printed on title pages, and where links out of a PDF lead. */
const siteAddress = `${identity.siteUrl}${identity.baseUrl}`.replace(/\/$/, '');

export default function printPlugin(context: LoadContext): Plugin {
  const themePath = path.join(here, 'theme');
  let documents: PrintDocument[] = [];
  return {
    name: 'print',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    async allContentLoaded({allContent, actions}) {
      documents = siteDocuments(context.siteDir, publishedPages(context.siteDir, allContent));
      const built = new Date().toISOString().slice(0, 10);
      const links: PrintGlobalData['pages'] = {};
      await Promise.all(
        documents.map(async (document) => {
          const data: PrintEditionData = {
            title: document.title,
            kind: document.kind,
            pdf: `${context.baseUrl}pdf/${document.pdf}`,
            built,
            author: identity.ownerName,
            siteUrl: siteAddress,
            pages: document.pages.map(({permalink, title}) => ({permalink, title})),
          };
          for (const page of document.pages) {
            links[page.permalink] = {route: document.route, pdf: data.pdf, kind: document.kind};
          }
          actions.addRoute({
            path: document.route,
            exact: true,
            component: '@theme/PrintEdition',
            modules: {
              edition: await actions.createData(`${document.pdf.replace(/\.pdf$/, '')}.json`, data),
              // The notation, sources and index entries of its pages, which the site model writes (./share.ts).
              share: path.join(capabilityDataDir(context.siteDir, printShareCapability), printShareFile(document)),
              contents: document.pages.map((page) => ({
                content: {__import: true, path: `@site/${path.relative(context.siteDir, page.file).split(path.sep).join('/')}`},
              })),
            },
          });
        }),
      );
      actions.setGlobalData({pages: links} satisfies PrintGlobalData);
    },
    async postBuild({outDir}) {
      await makePdfs(outDir, context.baseUrl, documents, siteAddress);
    },
  };
}
