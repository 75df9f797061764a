// What an answer is about: a topic phrase taken from the prompt's first line once requests for a length,
// a format or a language and the instruction around it ("Write a Python function to …", "Explain …",
// "Give me 3 tips for …") are peeled off, plus keywords and names for code.

export interface Topic {
  /** "the history of tea", "parsing CSV files", "why the sky is blue", "how does a fridge work". */
  phrase: string;
  /** An embedded question ("why the sky is blue") or a direct one ("how does a fridge work"). */
  question: 'none' | 'embedded' | 'direct';
  /** Distinctive words, the phrase's first. */
  keywords: string[];
  /** Words for identifiers in code samples ("parse", "csv"). */
  identifier: string[];
  title: string;
}

const STOPWORDS = new Set(
  `a an and are as at be been but by can could did do does doing for from get give go had has have how i if in into
  is it its just let like make makes me more most my no not now of on or our out over please say should so some such
  tell than that the their them then there these they this those to too up us use very was we were what when where
  which while who why will with would write you your explain describe about show create generate using used via per
  also each every many much any all both few other same own only again here between during before after above below
  off under until through within without whether whose whom answer question words word paragraph paragraphs sentence
  sentences tokens token bullet bullets points point items item list essay long short brief detailed briefly concise
  table code function script snippet example examples steps step tips ways reasons work works working thing things way
  need want know good best better new one two three four five six seven eight nine ten`
    .split(/\s+/)
    .filter(Boolean),
);

const LENGTH_OR_FORMAT =
  /\b(?:in|into|with|using|as)\s+(?:a\s+|an\s+)?(?:\d[\d,]*|[a-z]+)?[\s-]*(?:words?|tokens?|paragraphs?|sentences?|bullet points?|bullets|table|list)\b|\b(?:about\s+)?\d[\d,]*[\s-]*(?:words?|tokens?|paragraphs?|sentences?)\b|\bin (?:french|spanish|german|japanese|english)\b/gi;
const POLITE =
  /^(?:please\s+|(?:can|could|would|will)\s+you\s+|i(?:'d| would) like (?:you )?to\s+|help me\s+)+/i;
const TELL =
  /^(?:explain|describe|summari[sz]e|discuss|outline|tell me(?: about)?|teach me(?: about)?|show me|compare)\s+/i;
const COUNTED = '(?:an?|the|some|\\d+|one|two|three|four|five|six|seven|eight|nine|ten)';
const PIECES =
  '(?:functions?|scripts?|programs?|code|snippets?|class(?:es)?|quer(?:y|ies)|essays?|poems?|stor(?:y|ies)|articles?|summar(?:y|ies)|lists?|emails?|letters?|posts?|guides?|explanations?|overviews?|descriptions?|tips|ways|reasons|steps|ideas|examples|facts|points|bullet points|things|paragraphs?|sentences?)';
const MAKE = new RegExp(
  `^(?:write|create|build|implement|make|give me|generate|draft|compose|produce|list|show me)\\s+(?:me\\s+)?(?:${COUNTED}\\s+)?(?:[\\w+#.'-]+\\s+){0,3}?${PIECES}\\s+(to|that|which|for|about|on|of|explaining|describing|covering)\\s+`,
  'i',
);
const SMALL_WORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'in',
  'on',
  'for',
  'to',
  'and',
  'or',
  'with',
  'at',
  'by',
]);

function gerund(verb: string): string {
  const v = verb.toLowerCase();
  if (v.endsWith('ing')) return v;
  if (v.endsWith('ie')) return `${v.slice(0, -2)}ying`;
  if (/[^aeiou]e$/.test(v)) return `${v.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgmnprt]$/.test(v)) return `${v}${v.slice(-1)}ing`;
  return `${v}ing`;
}

function titleCase(phrase: string): string {
  return phrase
    .split(/\s+/)
    .map((word, i) =>
      i > 0 && SMALL_WORDS.has(word.toLowerCase())
        ? word.toLowerCase()
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

function contentWords(text: string): string[] {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [])
    .map((w) => w.toLowerCase())
    .filter((w) => w.length >= 3 && !STOPWORDS.has(w) && !/^\d+$/.test(w));
}

export function readTopic(prompt: string): Topic {
  const firstLine = prompt.split(/\n|(?<=[.?!])\s/).find((line) => /\p{L}/u.test(line)) ?? '';
  let phrase = firstLine.replace(LENGTH_OR_FORMAT, '').replace(/\s+/g, ' ').trim().replace(POLITE, '');
  let verb: string | undefined;
  const made = MAKE.exec(phrase);
  if (made) {
    phrase = phrase.slice(made[0].length);
    if (made[1]?.toLowerCase() === 'to') {
      const [first = '', ...rest] = phrase.split(' ');
      verb = first.toLowerCase();
      phrase = [gerund(first), ...rest].join(' ');
    }
  } else phrase = phrase.replace(TELL, '');
  phrase = phrase.replace(/[?.!:;,]+$/g, '').trim();
  if (phrase.length > 80) phrase = phrase.slice(0, 80).replace(/\s+\S*$/, '');
  const keywords = [...new Set([...contentWords(phrase), ...contentWords(prompt)])].slice(0, 6);
  if (phrase === '') phrase = keywords.slice(0, 3).join(' ') || 'your question';
  const wh = /^(why|how|what|when|where|who|whether|which)\b/i.test(phrase);
  const direct = wh && /^\w+\s+(?:is|are|was|were|do|does|did|can|could|should|would|will)\b/i.test(phrase);
  const question =
    direct || /^(is|are|does|do|can|should)\s/i.test(phrase) ? 'direct' : wh ? 'embedded' : 'none';
  const identifier = [
    verb ?? 'process',
    ...contentWords(phrase).filter((w) => w !== gerund(verb ?? '')),
  ].slice(0, 2);
  if (keywords.length === 0) keywords.push('this topic');
  return {
    phrase: question === 'direct' ? phrase.charAt(0).toLowerCase() + phrase.slice(1) : phrase,
    question,
    keywords,
    identifier,
    title: titleCase(phrase.split(' ').length <= 8 ? phrase : keywords.slice(0, 4).join(' ')),
  };
}
