// The footer every page carries (spec public §1, admin §1): the affiliate notice linking to the ads
// policy, the trademark and fan-site disclaimer, and share links for X, Facebook and LINE. Browser-
// safe (no env): the public layout and the admin app both render it.

export const FOOTER = {
  affiliateBefore: '当サイトはアフィリエイト広告を利用しています。詳しくは',
  adsPolicy: '広告ポリシー',
  affiliateAfter: 'をご覧ください。',
  adsPolicyHref: '/policies/ads',
  disclaimer:
    'ポケモンカードゲームおよび関連する名称・画像は株式会社ポケモン、任天堂、クリーチャーズ、ゲームフリークの商標または登録商標です。当サイトは非公式のファンサイトであり、各社とは一切関係ありません。',
  shareLabel: 'このページをシェア',
} as const;

/** Share links for X, Facebook and LINE with the URL-encoded page URL and title. */
export function shareLinks(url: string, title: string): { service: string; label: string; href: string }[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { service: 'x', label: 'Xでシェア', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    {
      service: 'facebook',
      label: 'Facebookでシェア',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
    {
      service: 'line',
      label: 'LINEで送る',
      href: `https://social-plugins.line.me/lineit/share?url=${u}&text=${t}`,
    },
  ];
}
