// The card list's search and "show all" toggles. Without this script the top of each kind is
// shown; with it, a query (any kana, width or case: engine/searchKey.ts) shows every matching card
// of every kind, and an empty query goes back to the top of each kind.
import { searchKey } from '../../engine/searchKey.ts';

export function enhanceCardSearch(doc: Document): void {
  const box = doc.querySelector<HTMLElement>('[data-card-search]');
  const input = box?.querySelector<HTMLInputElement>('input');
  const status = box?.querySelector<HTMLElement>('[data-card-search-status]');
  const sections = [...doc.querySelectorAll<HTMLElement>('[data-card-kind]')];
  if (!box || !input || !status) return;
  box.hidden = false;
  const expanded = new Set<HTMLElement>();
  const rowsOf = (section: HTMLElement) => [
    ...section.querySelectorAll<HTMLTableRowElement>('tr[data-search]'),
  ];
  // The rows the page pre-rendered as the top of their kind are those it did not hide.
  const beyondTop = new Set(sections.flatMap(rowsOf).filter((row) => row.hidden));
  const showTop = (section: HTMLElement) => {
    const all = expanded.has(section);
    for (const row of rowsOf(section)) row.hidden = !all && beyondTop.has(row);
    section.hidden = false;
    const button = section.querySelector<HTMLButtonElement>('[data-card-show-all]');
    if (button) button.hidden = all;
  };
  for (const section of sections) {
    const button = section.querySelector<HTMLButtonElement>('[data-card-show-all]');
    if (!button) continue;
    button.hidden = false;
    button.addEventListener('click', () => {
      expanded.add(section);
      showTop(section);
    });
  }
  input.addEventListener('input', () => {
    const query = searchKey(input.value);
    if (query === '') {
      for (const section of sections) showTop(section);
      status.textContent = '';
      return;
    }
    let found = 0;
    for (const section of sections) {
      let inSection = 0;
      for (const row of rowsOf(section)) {
        row.hidden = !(row.dataset.search ?? '').includes(query);
        if (!row.hidden) inSection += 1;
      }
      section.hidden = inSection === 0;
      const button = section.querySelector<HTMLButtonElement>('[data-card-show-all]');
      if (button) button.hidden = true;
      found += inSection;
    }
    status.textContent = found === 0 ? '一致するカードがありません' : `${found}種`;
  });
}
