// Makes the phone menu a keyboard-usable dialog: focus moves into it when it opens, Tab and
// Shift+Tab stay inside it, Escape closes it, and closing it (Escape, ×, the backdrop) hands focus
// back to the hamburger, which the open menu covers. The menu itself is Docusaurus's, unchanged.
import React, {type ReactNode, useEffect} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
// Internal, as the original component's own: the only way to read and toggle the menu's state.
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof MobileSidebarType>;

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** What Tab can reach in the menu now: the panel not shown (main menu or the docs' menu) is inert. */
function focusables(menu: Element): HTMLElement[] {
  return [...menu.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => !element.closest('[inert]') && element.checkVisibility({visibilityProperty: true}),
  );
}

export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();

  useEffect(() => {
    const menu = document.querySelector('.navbar-sidebar');
    const hamburger = document.querySelector<HTMLElement>('.navbar__toggle');
    if (!shown || !menu) {
      return undefined;
    }
    // The menu fades in: it is still `visibility: hidden` (unfocusable) when it starts to show.
    let frame = 0;
    const focusFirst = (framesLeft: number) => {
      if (menu.checkVisibility({visibilityProperty: true})) {
        focusables(menu)[0]?.focus();
      } else if (framesLeft > 0) {
        frame = requestAnimationFrame(() => focusFirst(framesLeft - 1));
      }
    };
    focusFirst(60);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        toggle();
        hamburger?.focus();
      } else if (event.key === 'Tab') {
        const reachable = focusables(menu);
        const first = reachable[0];
        const last = reachable.at(-1);
        const inside = menu.contains(document.activeElement);
        if (event.shiftKey && (!inside || document.activeElement === first)) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    // Docusaurus toggles the menu on these; this only takes focus back to where the reader opened it
    // (while capturing: the menu's re-render removes this listener before the click bubbles here).
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest('.navbar-sidebar__close, .navbar-sidebar__backdrop')) {
        hamburger?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick, true);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick, true);
    };
  }, [shown, toggle]);

  return <MobileSidebar {...props} />;
}
