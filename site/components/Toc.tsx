// Table of contents. The client script collapses it past 200px of scroll and re-expands it only
// if it collapsed it itself; a click on the toggle overrides both (spec §4).
export function Toc({ items, title = '目次' }: { items: { id: string; label: string }[]; title?: string }) {
  return (
    <nav className="toc" aria-label={title} data-toc="">
      <button
        type="button"
        className="toc-toggle"
        aria-expanded="true"
        aria-controls="toc-list"
        data-toc-toggle=""
      >
        {title}
      </button>
      <ol id="toc-list" className="toc-list">
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.label}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
