// Scroll-driven widgets: the table of contents auto-collapses past 200px and re-expands when
// scrolled back only if it collapsed itself (a user toggle overrides); the back-to-top link
// appears past 240px (spec §4, §9).

export const TOC_COLLAPSE_PX = 200;
export const SCROLL_TOP_PX = 240;

export function enhanceToc(doc: Document): void {
  const toc = doc.querySelector<HTMLElement>('[data-toc]');
  const button = toc?.querySelector<HTMLButtonElement>('[data-toc-toggle]');
  if (!toc || !button) return;
  let autoCollapsed = false;
  let userChose = false;
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    toc.classList.toggle('collapsed', !open);
  };
  button.addEventListener('click', () => {
    userChose = true;
    autoCollapsed = false;
    setOpen(button.getAttribute('aria-expanded') !== 'true');
  });
  const onScroll = () => {
    if (userChose) return;
    const open = button.getAttribute('aria-expanded') === 'true';
    if (window.scrollY > TOC_COLLAPSE_PX && open) {
      autoCollapsed = true;
      setOpen(false);
    } else if (window.scrollY <= TOC_COLLAPSE_PX && autoCollapsed) {
      autoCollapsed = false;
      setOpen(true);
    }
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  onScroll();
}

export function enhanceScrollTop(doc: Document): void {
  const link = doc.querySelector<HTMLElement>('[data-scroll-top]');
  if (!link) return;
  const onScroll = () => {
    link.hidden = window.scrollY <= SCROLL_TOP_PX;
  };
  link.addEventListener('click', (event) => {
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  });
  window.addEventListener('scroll', onScroll, { passive: true });
  onScroll();
}
