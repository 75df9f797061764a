// The phrase banks one answer language needs, and the placeholder filler they share.
import type { SeededRandom } from './seeded-random';
import type { Topic } from './topic';

export interface LanguagePack {
  code: string;
  intros: string[];
  sentences: string[];
  leads: string[];
  closers: string[];
  headings: {
    overview: string;
    keyPoints: string;
    details: string;
    example: string;
    comparison: string;
    summary: string;
    sections: string[];
  };
  banks: Record<'noun' | 'group' | 'analogy' | 'principle' | 'verb' | 'adj', string[]>;
  table: { aspect: string; what: string; why: string };
  greeting: string;
  /** How a topic that is an embedded question ("why the sky is blue") reads as a subject; {phrase} is replaced. */
  questionOf: string;
  /** The same for a direct question ("how does a fridge work"). */
  quotedQuestion: string;
  /** A line that names the persona set by the system instruction; {persona} is replaced. */
  persona: string;
  codeIntro: string;
  codeNotes: string[];
  functionIntro: string;
  functionOutro: string;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Replaces the placeholders of one template with seeded choices (no bank word twice in one sentence). */
export function fill(template: string, pack: LanguagePack, topic: Topic, random: SeededRandom): string {
  const used = new Set<string>();
  const pickFresh = (items: readonly string[]) => {
    const fresh = items.filter((item) => !used.has(item));
    const choice = random.pick(fresh.length > 0 ? fresh : items);
    used.add(choice);
    return choice;
  };
  const form =
    topic.question === 'embedded'
      ? pack.questionOf
      : topic.question === 'direct'
        ? pack.quotedQuestion
        : '{phrase}';
  const subject = form.replace('{phrase}', topic.phrase);
  const text = template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    switch (name) {
      case 'topic':
        return subject;
      case 'Topic':
        return capitalise(subject);
      case 'k':
        return pickFresh(topic.keywords);
      case 'k2':
        // With a single keyword, a second one would repeat it ("sky and sky"): use a bank noun instead.
        return pickFresh(topic.keywords.length > 1 ? topic.keywords : pack.banks.noun);
      case 'noun2':
        return pickFresh(pack.banks.noun);
      case 'n':
        return String(random.int(2, 4));
      default: {
        const bank = pack.banks[name as keyof LanguagePack['banks']];
        return bank ? pickFresh(bank) : whole;
      }
    }
  });
  return capitalise(text);
}
