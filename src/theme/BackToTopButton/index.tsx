/**
 * The back-to-top button steps aside while a Python cell lies under it. It sits over the bottom
 * right corner of the screen, and on a phone that is the end of a cell's output lines, which a
 * reader reads there after a run (issue 46). Outside that strip it shows as theme-classic shows it.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import BackToTopButton from '@theme-original/BackToTopButton';
import {useLocation} from '@docusaurus/router';
import {cellAttribute} from '@site/src/plugins/python-cells/types';
import styles from './styles.module.css';

/** The strip at the bottom of the screen the button sits in: its height, its offset and a margin (theme-classic: 3rem at 1.3rem). */
const strip = '5rem';

export default function BackToTopButtonWrapper(): ReactNode {
  const {pathname} = useLocation();
  const [overCell, setOverCell] = useState(false);
  // The strip is measured from the top of the viewport: laid out again when its height changes.
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const onResize = () => setHeight(window.innerHeight);
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  useEffect(() => {
    const cells = document.querySelectorAll(`[${cellAttribute}]`);
    if (cells.length === 0 || height === 0) {
      setOverCell(false);
      return undefined;
    }
    const inStrip = new Set<Element>();
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            inStrip.add(entry.target);
          } else {
            inStrip.delete(entry.target);
          }
        }
        setOverCell(inStrip.size > 0);
      },
      // Only the bottom strip of the viewport counts.
      {rootMargin: `-${height - parseFloat(strip) * rem}px 0px 0px 0px`},
    );
    cells.forEach((cell) => observer.observe(cell));
    return () => observer.disconnect();
  }, [pathname, height]);
  return (
    <div className={overCell ? styles.stepAside : styles.wrapper}>
      <BackToTopButton />
    </div>
  );
}
