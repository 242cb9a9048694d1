/**
 * A title or sidebar label that may contain maths. The docs and blog plugins turn such titles into
 * readable text (ℝⁿ) for every place that needs text; this shows the typeset form where the title
 * is displayed, from the table src/plugins/maths publishes. Other titles render as they are.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {MathTitlesGlobalData} from '@site/src/plugins/maths/titles';
import styles from './styles.module.css';

export type Props = {readonly text: string} & Omit<ComponentProps<'span'>, 'children'>;

export default function MathTitle({text, className, ...props}: Props): ReactNode {
  const {titles} = usePluginData('maths') as MathTitlesGlobalData;
  const html = titles[text];
  if (html === undefined) {
    return text;
  }
  return <span {...props} className={clsx(styles.title, className)} dangerouslySetInnerHTML={{__html: html}} />;
}
