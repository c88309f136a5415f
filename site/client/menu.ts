// The header menu toggle. Every route change is a page load (server routing), so the menu starts
// closed on each page; it also closes on in-page navigation and when restored from the bfcache.
export function enhanceMenu(doc: Document): void {
  const button = doc.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  if (!button) return;
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    doc.documentElement.classList.toggle('menu-open', open);
  };
  setOpen(false);
  button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
  doc.getElementById('site-nav')?.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') setOpen(false);
  });
  window.addEventListener('pageshow', () => setOpen(false));
  window.addEventListener('hashchange', () => setOpen(false));
}
