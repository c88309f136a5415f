// The table of contents of a detail page, in a slot that keeps its place: once the page has
// scrolled past the collapse point the contents float at the top of the screen (collapsed to
// its toggle unless opened), while the slot keeps the height so the page does not jump.
import { Toc } from '../Toc.tsx';

export function DetailToc({ items }: { items: { id: string; label: string }[] }) {
  return (
    <div className="detail-toc-slot" data-toc-slot="">
      <Toc items={items} />
    </div>
  );
}
