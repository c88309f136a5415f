// Browser-side enhancements of the detail pages, on top of the site-wide ones: the load-more
// list of matching decks and the one-open-at-a-time sub-rule accordions opened from the URL.
// Without JS every item is listed and every accordion opens on its own.

export function enhanceDetail(doc: Document): void {
  for (const list of doc.querySelectorAll<HTMLElement>('[data-load-more]')) enhanceLoadMore(list);
  for (const group of doc.querySelectorAll<HTMLElement>('[data-exclusive-accordions]')) {
    enhanceExclusiveAccordions(doc, group);
  }
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
