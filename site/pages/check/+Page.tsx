// デッキ診断: the player pastes a decklist, and the page's script classifies it in the browser with
// the published rules (engine/check/checkDeck.ts), showing its type and sub-rule, each condition's
// OK/NG and how it differs from the type's consensus list. Nothing is sent anywhere: the rules and
// the type data come with the page (checkData.ts).
import type { PageContextServer } from 'vike/types';
import { NotFound } from '../../components/NotFound.tsx';
import type { data } from './+data.ts';
import { CHECK_DATA_ID, payloadJson } from './checkData.ts';
import '../../components/detail/detailTables.css';
import './check.css';

type Data = Awaited<ReturnType<typeof data>>;

export default function Page(pageContext: PageContextServer) {
  const { payload } = pageContext.data as Data;
  if (!payload) return <NotFound message="公開データが見つかりませんでした。" />;
  return (
    <>
      <h1>デッキ診断</h1>
      <p className="note">
        デッキリストを貼り付けると、このサイトの判定ルール（{payload.rules.length}
        件）でデッキタイプとサブルールを判定し、そのデッキタイプの標準的な60枚との違いを表示します。リストはこの端末の中だけで判定し、どこにも送信しません。
      </p>
      <form className="check-form" data-check-form="">
        <label htmlFor="check-list">デッキリスト</label>
        <p className="check-hint" id="check-hint">
          「カード名
          枚数」を1行に1種類ずつ。このサイトの「リストをコピー」のテキストや、公式のデッキページのリストをコピーしたものもそのまま貼り付けられます。
        </p>
        <textarea
          id="check-list"
          name="list"
          rows={14}
          spellCheck={false}
          aria-describedby="check-hint"
          placeholder={'ドラパルトex 2\nドロンチ 3\nドラメシヤ 4\n…'}
        />
        <button type="submit">診断する</button>
      </form>
      <noscript>
        <p className="check-error">デッキ診断にはJavaScriptが必要です。</p>
      </noscript>
      <p className="check-error" role="alert" data-check-error="" data-testid="check-error" hidden />
      <div className="check-result" data-check-result="" aria-live="polite" hidden />
      <script
        type="application/json"
        id={CHECK_DATA_ID}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped (payloadJson), never run
        dangerouslySetInnerHTML={{ __html: payloadJson(payload) }}
      />
    </>
  );
}
