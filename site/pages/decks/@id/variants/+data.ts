// Nothing to read: overrides the deck-type data this folder would otherwise inherit.
import { pageData } from '../../../../lib/docs.ts';

export const data = pageData(() => ({}));
