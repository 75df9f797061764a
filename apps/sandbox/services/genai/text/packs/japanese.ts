// Japanese phrasing for the markdown writer (placeholders as in english.ts).
import type { LanguagePack } from '../language-pack';

export const JAPANESE: LanguagePack = {
  code: 'ja',
  intros: [
    '良い質問ですね！{topic}について、要点を順番に説明します。',
    '結論から言うと、{topic}は主に{noun}によって決まります。',
  ],
  sentences: [
    'まず理解しておきたいのは、{k}が{noun}とどのように関係しているかです。',
    '{k}は単独で働くと思われがちですが、実際には{noun}に大きく左右されます。',
    '{k}は{analogy}のようなものだと考えると分かりやすいでしょう。',
    '{k}が変わると、たいてい{noun}も変わります。',
    '根本的な原則はいつも同じです。つまり、{principle}ということです。',
    '実際には、{group}はまず{noun}から始め、その後で{noun2}に取り組みます。',
    '{noun}のわずかな変化が、{k}に大きな影響を与えることがあります。',
    '{noun}の役割が分かれば、{topic}の残りの部分も自然に理解できます。',
  ],
  leads: ['基本', '{k}の役割', 'なぜ重要か', 'よくある落とし穴', '具体例', 'さらに詳しく'],
  closers: [
    'まとめると、{topic}は{k}と{noun}のバランスとして理解するのが一番です。',
    'お役に立てば幸いです！気になる点があれば遠慮なく聞いてください。',
  ],
  headings: {
    overview: '概要',
    keyPoints: '重要なポイント',
    details: '仕組み',
    example: '例',
    comparison: '比較',
    summary: 'まとめ',
    sections: ['背景', '基本的な考え方', '実践では', 'よくある誤解', '今後の展望'],
  },
  banks: {
    noun: ['周囲の状況', '根本的な仕組み', '利用できるデータ', '初期条件', '規模', '環境'],
    group: ['専門家', '実務家', '多くのチーム', '研究者'],
    analogy: ['かみ合った歯車', '材料どうしが影響し合うレシピ', '現地ではなく地図'],
    principle: ['構造は目的に従う', '小さな原因が大きな結果を生む', 'どんな利点にも代償がある'],
    verb: ['安定する', '加速する', 'ゆっくり変化する'],
    adj: ['堅牢', 'シンプル', 'エレガント', '予測可能'],
  },
  table: { aspect: '観点', what: '意味', why: '重要な理由' },
  greeting: 'こんにちは！今日はどのようなご用件でしょうか？',
  questionOf: '「{phrase}」という問い',
  quotedQuestion: '「{phrase}」という問い',
  persona: '*{persona}として：*',
  codeIntro: '{language}で書いた、そのまま使える小さな例です：',
  codeNotes: [
    '関数は隠れた状態を持たないので、テストが簡単です。',
    'サンプルデータを自分のデータに置き換えてみてください。',
  ],
  functionIntro: '`{name}` ツールの結果は次のとおりです：',
  functionOutro: '他に調べたいことがあれば教えてください。',
};
