// The script of /check: reads the page's data (checkData.ts), and on each submit reads the
// pasted list (engine/check/parseDeckPaste.ts), classifies it (engine/check/checkDeck.ts) and
// shows the result, or the one line that names the unreadable line of the paste.
import { checkDeck, publishedRules } from '../../../engine/check/checkDeck.ts';
import { parseDeckPaste } from '../../../engine/check/parseDeckPaste.ts';
import { cardIdOfName, fileNameOf } from '../../../engine/ids.ts';
import { RuleMatcher } from '../../../engine/rules/matcher.ts';
import { cardPath, deckTypePath } from '../../lib/paths.ts';
import { CHECK_DATA_ID, type CheckPayload } from './checkData.ts';
import { type CheckLinks, resultView } from './checkView.ts';

export function enhanceCheck(doc: Document): void {
  const form = doc.querySelector<HTMLFormElement>('form[data-check-form]');
  const error = doc.querySelector<HTMLElement>('[data-check-error]');
  const output = doc.querySelector<HTMLElement>('[data-check-result]');
  const source = doc.getElementById(CHECK_DATA_ID);
  if (!form || !error || !output || !source) return;
  const payload = JSON.parse(source.textContent ?? '') as CheckPayload;
  const matcher = new RuleMatcher(publishedRules(payload));
  const cardPages = new Set(payload.cardPages);
  const links: CheckLinks = {
    deckType: (id) => (payload.types[id]?.hasPage ? deckTypePath(id) : null),
    card: (name) => {
      const id = cardIdOfName(name);
      return cardPages.has(fileNameOf(id)) ? cardPath(id) : null;
    },
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const list = form.querySelector('textarea')?.value ?? '';
    const parsed = parseDeckPaste(list);
    if (!parsed.ok) {
      error.textContent = parsed.message;
      error.hidden = false;
      output.hidden = true;
      output.replaceChildren();
      return;
    }
    error.hidden = true;
    error.textContent = '';
    output.replaceChildren(...resultView(checkDeck(parsed.cards, matcher, payload.types), links));
    output.hidden = false;
  });
}
