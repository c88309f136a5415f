// "元に戻す" for a few seconds after a change that one click made (the rule list's 有効 toggle):
// a status line with the change and an undo button, gone after UNDO_MS or once used.
import { useEffect, useState } from 'react';
import { HISTORY } from '../texts/ruleHistory.ts';

/** How long the undo stays offered. */
export const UNDO_MS = 8_000;

export interface Undoable {
  /** Tells two offers apart, so a new change restarts the time. */
  key: number;
  text: string;
  undo: () => Promise<void>;
}

export function UndoOffer(props: { offer: Undoable | null; onClose: () => void }) {
  const { offer, onClose } = props;
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!offer) return;
    const timer = window.setTimeout(onClose, UNDO_MS);
    return () => window.clearTimeout(timer);
  }, [offer, onClose]);
  if (!offer) return null;
  const undo = async () => {
    setBusy(true);
    try {
      await offer.undo();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <p className="status ok undo-offer" role="status" data-testid="undo-offer">
      {offer.text}{' '}
      <button type="button" onClick={undo} disabled={busy}>
        {HISTORY.undo}
      </button>
    </p>
  );
}
