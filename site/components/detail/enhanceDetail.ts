// Browser-side enhancements of the detail pages, on top of the site-wide ones: the load-more
// list of matching decks, the one-open-at-a-time sub-rule accordions opened from the URL, and the
// table of contents floating at the top once scrolled past (site/client/scroll.ts collapses it).
// Without JS every item is listed, every accordion opens on its own and the contents stay put.
import { TOC_COLLAPSE_PX } from '../../client/scroll.ts';

export function enhanceDetail(doc: Document): void {
  for (const list of doc.querySelectorAll<HTMLElement>('[data-load-more]')) enhanceLoadMore(list);
  for (const group of doc.querySelectorAll<HTMLElement>('[data-exclusive-accordions]')) {
    enhanceExclusiveAccordions(doc, group);
  }
  const slot = doc.querySelector<HTMLElement>('[data-toc-slot]');
  if (slot) enhanceTocSlot(doc, slot);
}

/**
 * Past the collapse point the contents float at the top of the screen, so the collapsed toggle
 * stays at hand; the slot keeps the height of the open contents, so collapsing never moves the
 * page. A link followed from the floating list closes it again.
 */
function enhanceTocSlot(doc: Document, slot: HTMLElement): void {
  const toc = slot.querySelector<HTMLElement>('[data-toc]');
  const button = toc?.querySelector<HTMLButtonElement>('[data-toc-toggle]');
  const view = doc.defaultView;
  if (!toc || !button || !view) return;
  const keepHeight = () => {
    if (slot.classList.contains('floating')) return;
    // Measured open, whatever state the scroll script left it in.
    const collapsed = toc.classList.contains('collapsed');
    toc.classList.remove('collapsed');
    slot.style.minHeight = `${toc.offsetHeight}px`;
    toc.classList.toggle('collapsed', collapsed);
  };
  const onScroll = () => {
    slot.classList.toggle('floating', view.scrollY > TOC_COLLAPSE_PX);
  };
  toc.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('a');
    if (link && slot.classList.contains('floating') && button.getAttribute('aria-expanded') === 'true') {
      button.click();
    }
  });
  keepHeight();
  view.addEventListener('resize', keepHeight);
  view.addEventListener('scroll', onScroll, { passive: true });
  onScroll();
}

/** Shows the first page of a list and reveals one more page per click of its button. */
function enhanceLoadMore(list: HTMLElement): void {
  const pageSize = Number(list.dataset.loadMore);
  const button = list.parentElement?.querySelector<HTMLButtonElement>('[data-load-more-button]');
  if (!button || !Number.isInteger(pageSize) || pageSize <= 0) return;
  const items = Array.from(list.children) as HTMLElement[];
  let shown = Math.min(pageSize, items.length);
  const render = () => {
    items.forEach((item, index) => {
      item.hidden = index >= shown;
    });
    button.hidden = shown >= items.length;
    button.textContent = `さらに表示（残り${items.length - shown}件）`;
  };
  button.addEventListener('click', () => {
    const firstNew = items[shown];
    shown = Math.min(shown + pageSize, items.length);
    render();
    // Keyboard users land on the first revealed deck rather than staying on a moved button.
    firstNew?.querySelector<HTMLElement>('a')?.focus();
  });
  render();
}

/**
 * Sub-rule accordions (spec: opened from the URL anchor, only one open at a time). Opening one
 * closes the others and records its anchor in the URL so the open state can be shared.
 */
function enhanceExclusiveAccordions(doc: Document, group: HTMLElement): void {
  const panels = Array.from(group.querySelectorAll<HTMLDetailsElement>('details[id]'));
  const openFromHash = () => {
    const id = decodedHash(location.hash);
    const target = panels.find((panel) => panel.id === id);
    if (!target) return;
    target.open = true;
    target.scrollIntoView({ block: 'start' });
  };
  for (const panel of panels) {
    panel.addEventListener('toggle', () => {
      if (!panel.open) return;
      for (const other of panels) if (other !== panel) other.open = false;
      if (decodedHash(location.hash) !== panel.id) {
        history.replaceState(null, '', `#${encodeURIComponent(panel.id)}`);
      }
    });
  }
  openFromHash();
  doc.defaultView?.addEventListener('hashchange', openFromHash);
}

function decodedHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
