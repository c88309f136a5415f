// The static 404 page serves every unknown path; with JS it names what was not found
// (an event, a deck type, a deck) from the path prefix.
export function enhanceNotFound(doc: Document): void {
  const box = doc.querySelector<HTMLElement>('[data-not-found]');
  if (!box) return;
  for (const message of box.querySelectorAll<HTMLElement>('[data-path-prefix]')) {
    if (location.pathname.startsWith(message.dataset.pathPrefix!)) {
      for (const other of box.querySelectorAll<HTMLElement>('[data-not-found-message]')) other.hidden = true;
      message.hidden = false;
      return;
    }
  }
}
