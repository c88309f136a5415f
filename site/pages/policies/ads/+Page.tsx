// The ads and affiliate policy (spec §2 "/policies/ads"): affiliate ads, third-party ad delivery
// with cookies, opt-out, a disclaimer and a contact section.
import { CONTACT_URL, PRODUCT_NAME } from '../../../lib/site.ts';

export default function Page() {
  return (
    <article className="policy">
      <h1>広告・アフィリエイトポリシー</h1>
      <section aria-labelledby="affiliate">
        <h2 id="affiliate">アフィリエイト広告について</h2>
        <p>
          {PRODUCT_NAME}
          （以下「当サイト」）は、アフィリエイトプログラムに参加しています。カード名の横にある「メルカリで探す」などのリンクから商品を購入された場合、当サイトが紹介料を受け取ることがあります。紹介料の有無によって、デッキ分類や統計の内容が変わることはありません。
        </p>
      </section>
      <section aria-labelledby="third-party">
        <h2 id="third-party">第三者配信の広告とCookieについて</h2>
        <p>
          当サイトでは、第三者配信の広告サービスを利用する場合があります。広告配信事業者は、ユーザーの興味に応じた広告を表示するため、Cookie（クッキー）を使用して当サイトや他サイトへのアクセス情報を取得することがあります。取得される情報に、氏名・住所・メールアドレス・電話番号など個人を特定するものは含まれません。
        </p>
        <p>
          また、サイトの利用状況を把握するためにアクセス解析ツールを利用する場合があります。アクセス解析ツールもCookieを使用してトラフィックデータを収集しますが、このデータは匿名で収集されます。
        </p>
      </section>
      <section aria-labelledby="opt-out">
        <h2 id="opt-out">オプトアウト（無効化）の方法</h2>
        <p>
          Cookieはブラウザの設定で無効にできます。パーソナライズ広告は、各広告配信事業者のオプトアウトページ（例:{' '}
          <a href="https://adssettings.google.com/" rel="noopener noreferrer" target="_blank">
            Googleの広告設定
          </a>
          ）から無効にできます。Cookieを無効にしても当サイトの閲覧に支障はありません。
        </p>
      </section>
      <section aria-labelledby="disclaimer">
        <h2 id="disclaimer">免責事項</h2>
        <p>
          当サイトの統計は、公開された大会結果と登録されたデッキをもとに自動で集計したもので、正確性・完全性を保証するものではありません。当サイトの情報やリンク先の商品・サービスの利用によって生じた損害について、当サイトは責任を負いかねます。商品の価格や在庫はリンク先でご確認ください。
        </p>
        <p>
          ポケモンカードゲームおよび関連する名称・画像は株式会社ポケモン、任天堂、クリーチャーズ、ゲームフリークの商標または登録商標です。当サイトは非公式のファンサイトであり、各社とは一切関係ありません。
        </p>
      </section>
      <section aria-labelledby="contact">
        <h2 id="contact">お問い合わせ</h2>
        <p>
          本ポリシーや掲載内容についてのお問い合わせ、権利者の方からの削除依頼は、
          {CONTACT_URL ? (
            <a href={CONTACT_URL} rel="noopener noreferrer">
              お問い合わせ窓口
            </a>
          ) : (
            '当サイトの運営者'
          )}
          までご連絡ください。
        </p>
      </section>
    </article>
  );
}
