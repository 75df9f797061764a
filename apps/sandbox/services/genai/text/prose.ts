// Building blocks of an answer in one language: sentences, paragraphs, lists, tables and code fences, all
// drawn from the language pack with seeded choices.
import { codeSample } from './code-samples';
import { fill, type LanguagePack } from './language-pack';
import type { Topic } from './topic';
import type { SeededRandom } from './seeded-random';

export class ProseWriter {
  private recent: string[] = [];

  constructor(
    readonly pack: LanguagePack,
    readonly topic: Topic,
    private readonly random: SeededRandom,
  ) {}

  private fill(template: string): string {
    return fill(template, this.pack, this.topic, this.random);
  }

  /** A body sentence, avoiding the last few templates so paragraphs do not repeat themselves. */
  sentence(): string {
    const fresh = this.pack.sentences.filter((s) => !this.recent.includes(s));
    const template = this.random.pick(fresh.length > 0 ? fresh : this.pack.sentences);
    this.recent = [...this.recent, template].slice(-Math.min(8, this.pack.sentences.length - 1));
    return this.fill(template);
  }

  intro(): string {
    return this.fill(this.random.pick(this.pack.intros));
  }

  closer(): string {
    return this.fill(this.random.pick(this.pack.closers));
  }

  paragraph(sentences = this.random.int(3, 5), opening?: string): string {
    const out = opening ? [opening] : [];
    while (out.length < sentences) out.push(this.sentence());
    return out.join(this.pack.code === 'ja' ? '' : ' ');
  }

  list(count: number, ordered: boolean): string {
    const leads =
      count <= this.pack.leads.length
        ? this.random.sample(this.pack.leads, count)
        : Array.from({ length: count }, () => this.random.pick(this.pack.leads));
    return (
      leads
        // Gemini's list markers: "1.  " and "*   " (recordings/stream-11-chunks.json).
        .map((lead, i) => `${ordered ? `${i + 1}.  ` : '*   '}**${this.fill(lead)}:** ${this.sentence()}`)
        .join('\n')
    );
  }

  table(): string {
    const { aspect, what, why } = this.pack.table;
    const rows = this.random.int(3, 5);
    const lines = [`| ${aspect} | ${what} | ${why} |`, '| --- | --- | --- |'];
    for (let i = 0; i < rows; i += 1) {
      const name = this.fill(this.random.pick(this.pack.leads));
      const cell = () => this.sentence().replace(/\|/g, '/').replace(/\.$/, '');
      lines.push(`| **${name}** | ${cell()} | ${cell()} |`);
    }
    return lines.join('\n');
  }

  code(language: string): string {
    const sample = codeSample(language, this.topic.identifier);
    const intro = this.pack.codeIntro.replace('{language}', sample.label);
    const notes = this.random.sample(this.pack.codeNotes, Math.min(3, this.pack.codeNotes.length));
    return `${intro}\n\n\`\`\`${sample.fence}\n${sample.code}\n\`\`\`\n\n${notes.map((n) => `*   ${n}`).join('\n')}`;
  }

  heading(level: 2 | 3, text: string): string {
    return `${'#'.repeat(level)} ${text}`;
  }
}
