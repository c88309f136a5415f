// "Back to top" link; the client script shows it once the page is scrolled past 240px (spec §9).
export function ScrollToTop() {
  return (
    <a href="#top" className="scroll-top" data-scroll-top="" hidden>
      <span aria-hidden="true">↑</span>
      <span className="sr-only">ページの先頭へ</span>
    </a>
  );
}
