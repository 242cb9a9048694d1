/**
 * A printed page shows every solution: collapsed <details> are opened for
 * printing and closed again afterwards (CSS alone cannot open them in every
 * browser; see also the print rules in custom.css).
 */
if (typeof window !== 'undefined') {
  let openedForPrint: HTMLDetailsElement[] = [];
  window.addEventListener('beforeprint', () => {
    openedForPrint = [...document.querySelectorAll<HTMLDetailsElement>('details:not([open])')];
    openedForPrint.forEach((details) => {
      details.open = true;
    });
  });
  window.addEventListener('afterprint', () => {
    openedForPrint.forEach((details) => {
      details.open = false;
    });
    openedForPrint = [];
  });
}

export {};
