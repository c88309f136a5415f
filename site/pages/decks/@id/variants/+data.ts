// Nothing to read: overrides the deck-type data this folder would otherwise inherit.
export function data() {
  return {};
}
