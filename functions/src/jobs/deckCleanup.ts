// runDeckCleanup: deletes the decks engine/admin/deckCleanup.ts calls deletable (empty shells
// past the cutoff that no event result cites) and their public deck-detail documents. A dry run
// counts them and deletes nothing.
import { BatchWriter } from '../../../data/firestoreBatches.ts';
import { citedDeckIds, cleanupCutoff, isDeletableDeck } from '../../../engine/admin/deckCleanup.ts';
import type { Handler } from '../callable.ts';

export const runDeckCleanup: Handler<'runDeckCleanup'> = async ({ dryRun = false }, { db, store, now }) => {
  const cutoff = cleanupCutoff(now());
  // Events are read first: a deck an event result cites is never deleted.
  const events = [];
  for await (const event of store.read('events')) events.push(event);
  const cited = citedDeckIds(events);

  const writer = new BatchWriter(db, store.description);
  let checked = 0;
  let deleted = 0;
  for await (const deck of store.read('decks')) {
    checked++;
    if (!isDeletableDeck(deck, cited, cutoff)) continue;
    deleted++;
    if (dryRun) continue;
    await writer.add((batch) => batch.delete(db.collection('decks').doc(deck.id)));
    await writer.add((batch) => batch.delete(db.collection('public_deck_details').doc(deck.id)));
  }
  await writer.flush();
  return { dryRun, deleted, checked, totalActive: checked - deleted, cutoffDate: cutoff.toISOString() };
};
