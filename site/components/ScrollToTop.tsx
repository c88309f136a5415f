// "Back to top" link; the client script shows it once the page is scrolled past 240px (spec §9).
export function ScrollToTop() {
  return (
    // aria-label names the arrow: one element on every page instead of three.
    <a href="#top" className="scroll-top" data-scroll-top="" hidden aria-label="ページの先頭へ">
      ↑
    </a>
  );
}
