// The matchup grid on a phone, where no hover shows a tooltip: tapping (or focusing) a cell
// shows its record and verdict in a box right under the cell, kept inside the screen. Without JS
// the line under the grid stays where it is and every cell keeps its title.
export function enhanceMatchupDetail(doc: Document): void {
  const output = doc.querySelector<HTMLElement>('[data-matchup-output]');
  const grid = doc.querySelector<HTMLElement>('.matchup-grid');
  const view = doc.defaultView;
  if (!output || !grid || !view) return;
  // Positioned against the page, so it moves out of the flow and waits for a tap.
  doc.body.append(output);
  output.classList.add('floating');
  output.hidden = true;
  const hide = () => {
    output.hidden = true;
    grid.querySelector('.selected')?.classList.remove('selected');
  };
  const show = (event: Event) => {
    const cell = (event.target as Element).closest<HTMLElement>('[data-matchup-detail]');
    if (!cell) return;
    grid.querySelector('.selected')?.classList.remove('selected');
    const td = cell.closest('td');
    td?.classList.add('selected');
    output.textContent = cell.dataset.matchupDetail ?? '';
    output.hidden = false;
    const rect = (td ?? cell).getBoundingClientRect();
    const margin = 8;
    const width = output.offsetWidth;
    const left = Math.min(Math.max(rect.left, margin), view.innerWidth - width - margin);
    // CSSOM writes, not style attributes: a strict Content-Security-Policy allows them.
    output.style.left = `${Math.max(margin, left) + view.scrollX}px`;
    output.style.top = `${rect.bottom + view.scrollY + 4}px`;
  };
  grid.addEventListener('click', show);
  grid.addEventListener('focusin', show);
  grid.closest('.table-scroll')?.addEventListener('scroll', hide, { passive: true });
  doc.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (!grid.contains(target) && !output.contains(target)) hide();
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') hide();
  });
}
