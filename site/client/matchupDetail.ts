// The matchup grid on a phone, where no hover shows a tooltip: tapping (or focusing) a cell
// writes its record and verdict into the line under the grid.
export function enhanceMatchupDetail(doc: Document): void {
  const output = doc.querySelector<HTMLElement>('[data-matchup-output]');
  if (!output) return;
  const show = (event: Event) => {
    const cell = (event.target as Element).closest<HTMLElement>('[data-matchup-detail]');
    if (!cell) return;
    doc.querySelector('.matchup-grid .selected')?.classList.remove('selected');
    cell.closest('td')?.classList.add('selected');
    output.textContent = cell.dataset.matchupDetail ?? '';
  };
  const grid = doc.querySelector('.matchup-grid');
  grid?.addEventListener('click', show);
  grid?.addEventListener('focusin', show);
}
