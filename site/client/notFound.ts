// The static 404 page serves every unknown path; with JS it names what was not found
// (an event, a sub-rule, a deck type, a deck) from the path, first matching pattern wins.
export function enhanceNotFound(doc: Document): void {
  const heading = doc.querySelector<HTMLElement>('[data-not-found]');
  if (!heading) return;
  const messages = JSON.parse(heading.dataset.notFound ?? '[]') as { pattern: string; text: string }[];
  const match = messages.find((message) => new RegExp(message.pattern).test(doc.location.pathname));
  if (match) heading.textContent = match.text;
}
