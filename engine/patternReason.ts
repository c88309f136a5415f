// The regular-expression engine's complaint about a pattern, in Japanese (every word the admin
// shows is Japanese). V8 words it "Invalid regular expression: /…/u: <reason>"; each reason it
// can give has its sentence here, and the English stays as the technical detail.

/** V8's reasons (src/regexp/regexp-error.h) and what they mean to someone writing a pattern. */
const REASONS: Readonly<Record<string, string>> = {
  'Unterminated group': '閉じていない括弧 ( があります',
  "Unmatched ')'": '対応する ( のない ) があります',
  '\\ at end of pattern': 'パターンが \\ で終わっています',
  'Invalid property name': '\\p{…} のプロパティ名が不正です',
  'Invalid Unicode escape': 'Unicode エスケープ（\\u… など）が不正です',
  'Invalid escape': 'エスケープ（\\ と続く文字）が不正です',
  'Invalid decimal escape': '数字のエスケープ（\\1 など）が不正です',
  'Invalid class escape': '文字クラス内のエスケープが不正です',
  'Nothing to repeat': '繰り返しの記号（* + ? {n}）の前に対象がありません',
  'Lone quantifier brackets': '対応のない { } または ] があります（記号として使うには \\ を前に付けます）',
  'numbers out of order in {} quantifier': '{n,m} の n が m より大きくなっています',
  'Incomplete quantifier': '{n,m} が閉じていません',
  'Invalid quantifier': 'この位置では繰り返しを指定できません',
  'Invalid group': '(? の後の書き方が不正です',
  'Duplicate capture group name': '同じ名前のグループが2つあります',
  'Invalid capture group name': 'グループ名が不正です',
  'Invalid named reference': '名前付き参照（\\k<…>）が不正です',
  'Invalid named capture referenced': '参照しているグループ名が存在しません',
  'Invalid character class': '文字クラス [ ] の範囲指定が不正です',
  'Range out of order in character class': '文字クラス [ ] の範囲の順序が逆です（例: [z-a]）',
  'Unterminated character class': '閉じていない [ があります',
  'Invalid regular expression flags': '正規表現のフラグが不正です',
  'Regular expression too large': 'パターンが大きすぎます',
  'Too many captures': 'グループが多すぎます',
  'Maximum call stack size exceeded': 'パターンの入れ子が深すぎます',
};

/** Said of a reason this table does not know (another engine, a newer V8). */
export const UNKNOWN_PATTERN_REASON = '正規表現として解釈できません';

/** The reason part of V8's message: what follows "/pattern/flags: ". */
function reasonOf(engineError: string): string {
  const match = /^Invalid regular expression: \/.*\/[a-z]*: (.+)$/su.exec(engineError);
  return (match?.[1] ?? engineError).trim();
}

/** The Japanese sentence for a regular-expression engine's error text. */
export function patternReason(engineError: string): string {
  return REASONS[reasonOf(engineError)] ?? UNKNOWN_PATTERN_REASON;
}
