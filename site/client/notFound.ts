// The static 404 page serves every unknown path; with JS it names what was not found
// (an event, a sub-rule, a deck type, a deck) from the path, first matching pattern wins.
export function enhanceNotFound(doc: Document): void {
  const box = doc.querySelector<HTMLElement>('[data-not-found]');
  if (!box) return;
  for (const message of box.querySelectorAll<HTMLElement>('[data-path-pattern]')) {
    if (new RegExp(message.dataset.pathPattern!).test(location.pathname)) {
      for (const other of box.querySelectorAll<HTMLElement>('[data-not-found-message]')) other.hidden = true;
      message.hidden = false;
      return;
    }
  }
}
