// Export (spec admin §2): two cards, each downloading a collection as one JSON file, paged
// through the exportCollection callable.
import type { CallableResult } from '../../../engine/admin/callables.ts';
import { Card, StatusText } from '../components/ui.tsx';
import { call, errorText } from '../lib/call.ts';
import { useAction } from '../lib/useAction.ts';
import { COMMON } from '../texts/common.ts';
import { EXPORT as T } from '../texts/export.ts';

type Exportable = 'decks' | 'deck_rules';

async function exportAll(collection: Exportable): Promise<Record<string, unknown>[]> {
  const documents: Record<string, unknown>[] = [];
  let after: string | null = null;
  do {
    const page: CallableResult<'exportCollection'> = await call('exportCollection', {
      collection,
      after,
      limit: 1000,
    });
    documents.push(...page.documents);
    after = page.nextAfter;
  } while (after !== null);
  return documents;
}

function download(fileName: string, value: unknown): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function Export() {
  return (
    <div className="screen">
      <h1>{T.title}</h1>
      <div className="grid-2">
        <ExportCard collection="decks" title={T.decksTitle} note={T.decksNote} />
        <ExportCard collection="deck_rules" title={T.rulesTitle} note={T.rulesNote} />
      </div>
    </div>
  );
}

function ExportCard(props: { collection: Exportable; title: string; note: string }) {
  const action = useAction();
  const run = () =>
    action.run(
      'export',
      async () => {
        const documents = await exportAll(props.collection);
        download(`${props.collection}-${new Date().toISOString().slice(0, 10)}.json`, documents);
      },
      { failed: (e) => `${T.errorPrefix}${errorText(e, T.unknownError)}` },
    );
  return (
    <Card title={props.title}>
      <p className="muted">{props.note}</p>
      <button type="button" className="primary" onClick={run} disabled={action.busy !== null}>
        {action.busy !== null ? COMMON.running : T.download}
      </button>
      <StatusText message={action.message} />
      {action.message && <p className="muted">{T.hint}</p>}
    </Card>
  );
}
