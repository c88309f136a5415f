// The decklist in the browser: a card image that fails leaves the card's name in its place, and
// the copy buttons (hidden in the HTML, or only their texts in a deck page's) appear when a
// clipboard is there and copy their text.
export function enhanceDeckLists(doc: Document): void {
  const showName = (img: HTMLImageElement) => {
    img.hidden = true;
    img.closest('.decklist-tile')?.classList.add('no-image');
  };
  for (const img of doc.querySelectorAll<HTMLImageElement>('img[data-name-on-error]')) {
    // An image may have failed before this script ran: no error event will come for it.
    if (img.complete && img.naturalWidth === 0 && img.currentSrc !== '') showName(img);
  }
  // Lazy images load (and fail) later: one capturing listener sees every image error.
  doc.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLImageElement && target.hasAttribute('data-name-on-error')) showName(target);
    },
    true,
  );
  const clipboard = doc.defaultView?.navigator.clipboard;
  if (!clipboard) return;
  addCopyButtons(doc);
  for (const button of doc.querySelectorAll<HTMLButtonElement>('button[data-copy-text]')) {
    button.hidden = false;
    const status = button.parentElement?.querySelector<HTMLElement>('[data-copy-status]');
    button.addEventListener('click', () => {
      clipboard.writeText(button.dataset.copyText ?? '').then(
        () => {
          if (status) status.textContent = `${button.textContent?.replace('をコピー', '')}をコピーしました`;
        },
        () => {
          if (status) status.textContent = 'コピーできませんでした';
        },
      );
    });
  }
}

/**
 * A deck page's list carries only its deck code (`data-copy-code`); the list's text is read from
 * its rows (one copy of each name on the page), as deckListText writes it: `name count` a line,
 * a blank line between groups. The buttons and their status line would be hidden without a
 * clipboard, so they are made here, in a line before the list.
 */
function addCopyButtons(doc: Document): void {
  for (const list of doc.querySelectorAll<HTMLTableElement>('table[data-copy-code]')) {
    const box = doc.createElement('p');
    box.className = 'dk-tools';
    list.before(box);
    const texts: [string, string][] = [
      ['リストをコピー', listTextOf(list)],
      ['デッキコードをコピー', list.dataset.copyCode ?? ''],
    ];
    for (const [label, text] of texts) {
      const button = doc.createElement('button');
      button.type = 'button';
      button.className = 'decklist-copy';
      button.dataset.copyText = text;
      button.textContent = label;
      box.append(button);
    }
    const status = doc.createElement('span');
    status.dataset.copyStatus = '';
    status.setAttribute('aria-live', 'polite');
    box.append(status);
  }
}

/** The list's groups (its bodies) of card rows (`×count name`, an ACE SPEC mark after the name). */
function listTextOf(table: HTMLTableElement): string {
  return [...table.tBodies]
    .map((body) =>
      [...body.rows]
        .filter((row) => !row.classList.contains('g'))
        .map((row) => {
          const head = row.cells[0];
          const mark = head?.querySelector('b')?.textContent ?? '';
          const text = head?.textContent ?? '';
          const card = /^×(\d+) ([\s\S]*)$/.exec(mark ? text.slice(0, -mark.length) : text);
          return card ? `${card[2]} ${card[1]}` : text;
        })
        .join('\n'),
    )
    .join('\n\n');
}
