// The deterministic responder over real HTTP: length phrases, markdown shapes, exact answers, stop sequences,
// maxOutputTokens, system instructions, the tuned model, determinism and token accounting.
import { describe, expect, it } from 'vitest';
import {
  candidateOf,
  generate,
  postGenai,
  useGenaiSandbox,
  textOf,
  usageOf,
  user,
  type Json,
} from './genai-harness';

const sandbox = useGenaiSandbox();

async function answer(body: unknown, model?: string): Promise<{ text: string; json: Json }> {
  const response = await generate(sandbox, body, model);
  expect(response.status, response.body).toBe(200);
  return { text: textOf(response.json), json: response.json };
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const paragraphs = (text: string) => text.split(/\n\n+/).filter((p) => p.trim() !== '');

describe('answer length follows the prompt', () => {
  it('"in N words" gives exactly N words of prose', async () => {
    for (const n of [12, 50, 300]) {
      const { text } = await answer(user(`Describe the history of tea in ${n} words`));
      expect(words(text)).toBe(n);
      expect(text).toMatch(/[.!?]$/);
      expect(text).not.toMatch(/^#|\n[*-] /);
    }
  });

  it('"N paragraphs" gives N paragraphs, "N sentences" gives N sentences', async () => {
    expect(paragraphs((await answer(user('Explain photosynthesis in 4 paragraphs'))).text)).toHaveLength(4);
    expect(paragraphs((await answer(user('Tell me about volcanoes in two paragraphs.'))).text)).toHaveLength(
      2,
    );
    const three = (await answer(user('Summarize the moon landing in 3 sentences'))).text;
    expect(three.match(/[.!?](?=\s|$)/g)).toHaveLength(3);
    const one = (await answer(user('Describe rust in one sentence'))).text;
    expect(one.match(/[.!?](?=\s|$)/g)).toHaveLength(1);
  });

  it('"N tips / N steps" gives a list of N (numbered for steps)', async () => {
    const tips = (await answer(user('Give me 7 tips for better sleep'))).text;
    expect(tips.match(/^\* {3}\*\*.+?:\*\* /gm)).toHaveLength(7);
    const steps = (await answer(user('List 5 steps to brew coffee'))).text;
    expect(steps.match(/^\d+\. {2}\*\*/gm)).toHaveLength(5);
  });

  it('"N tokens" gives exactly N tokens; a long essay is long; "briefly" is short', async () => {
    const { json } = await answer(user('Write about databases, about 500 tokens'));
    expect(usageOf(json).candidatesTokenCount).toBe(500);
    const essay = (await answer(user('Write a long essay about the ocean'))).text;
    expect(words(essay)).toBeGreaterThan(900);
    expect(essay.match(/^#{2,3} /gm)?.length).toBeGreaterThanOrEqual(5);
    const brief = (await answer(user('Briefly, what is DNS?'))).text;
    expect(words(brief)).toBeLessThan(60);
  });
});

describe('markdown shapes', () => {
  it('a request for code answers with a fenced block in that language', async () => {
    for (const [prompt, fence] of [
      ['Write a Python function that counts words', 'python'],
      ['Show me TypeScript code to sort users', 'typescript'],
      ['Give me a SQL query for top customers', 'sql'],
      ['Write a Rust program to count lines', 'rust'],
    ]) {
      const { text } = await answer(user(prompt as string));
      expect(text).toMatch(new RegExp(`\`\`\`${fence}\\n[\\s\\S]+?\\n\`\`\``));
    }
  });

  it('a comparison gets a markdown table; default answers have lists or headings', async () => {
    const { text } = await answer(user('Compare SQL and NoSQL databases'));
    expect(text).toMatch(/^\| .+ \| .+ \| .+ \|\n\| --- \| --- \| --- \|\n(\| .+ \|\n?){3,}/m);
    const plain = (await answer(user('Explain how vaccines work'))).text;
    expect(plain).toMatch(/^(#{2,3} |\d+\. {2}|\* {3})/m);
    expect(plain).toContain('vaccines');
  });
});

describe('exact answers', () => {
  it('echoes "Say exactly:" verbatim, multi-byte characters included', async () => {
    const { text } = await answer(user('Say exactly: "Grüße, 世界 🌍 — done"'));
    expect(text).toBe('Grüße, 世界 🌍 — done');
  });

  it('counts from A to B and greets a greeting', async () => {
    expect((await answer(user('Count from 1 to 30, one number per line, digits only.'))).text).toBe(
      Array.from({ length: 30 }, (_, i) => String(i + 1)).join('\n'),
    );
    expect((await answer(user('hello'))).text).toBe('Hello! How can I help you today?');
  });
});

describe('generation config', () => {
  it('cuts before the first stop sequence, which is not included, with finishReason STOP', async () => {
    const full = (await answer(user('Count from 1 to 20'))).text;
    const { text, json } = await answer({
      ...user('Count from 1 to 20'),
      generationConfig: { stopSequences: ['zzz', '\n8\n', '\n5\n'] },
    });
    expect(text).toBe(full.slice(0, full.indexOf('\n5\n')));
    expect(text.endsWith('4')).toBe(true);
    expect(candidateOf(json).finishReason).toBe('STOP');
  });

  it('stops at maxOutputTokens with finishReason MAX_TOKENS', async () => {
    const { text, json } = await answer({
      ...user('Write a long essay about rivers'),
      generationConfig: { maxOutputTokens: 37 },
    });
    expect(candidateOf(json).finishReason).toBe('MAX_TOKENS');
    expect(usageOf(json).candidatesTokenCount).toBe(37);
    const counted = await postGenai(sandbox, 'models/gemini-2.5-flash:countTokens', user(text));
    expect(counted.json.totalTokens).toBe(37);
  });

  it('a seed picks the answer; a stop sequence, a limit or safety settings only cut it', async () => {
    const prompt = user('Explain how glaciers move');
    const seeded = (generationConfig: Json) => answer({ ...prompt, generationConfig });
    const one = (await seeded({ seed: 1 })).text;
    expect((await seeded({ seed: 1 })).text).toBe(one);
    expect((await seeded({ seed: 2 })).text).not.toBe(one);
    expect((await seeded({ seed: 1, topK: 5 })).text).not.toBe(one);

    const limited = await seeded({ seed: 1, maxOutputTokens: 12 });
    expect(candidateOf(limited.json).finishReason).toBe('MAX_TOKENS');
    expect(one.startsWith(limited.text)).toBe(true);
    const word = one.split(/\s+/)[8] ?? '';
    const stopped = await seeded({ seed: 1, stopSequences: [word] });
    expect(stopped.text).toBe(one.slice(0, one.indexOf(word)));
    const unfiltered = await answer({
      ...prompt,
      generationConfig: { seed: 1 },
      safetySettings: [{ category: 'HARM_CATEGORY_HARASSMENT', threshold: 'BLOCK_NONE' }],
    });
    expect(unfiltered.text).toBe(one);
  });

  it("caps at the model's outputTokenLimit when the prompt asks for more", async () => {
    const { json } = await answer(user('Write 20000 tokens about clouds'), 'gemini-2.0-flash');
    expect(candidateOf(json).finishReason).toBe('MAX_TOKENS');
    expect(usageOf(json).candidatesTokenCount).toBe(8192);
  });
});

describe('system instructions', () => {
  const withSystem = (system: string, prompt: string) => ({
    systemInstruction: { parts: [{ text: system }] },
    ...user(prompt),
  });

  it('answers in the language it asks for', async () => {
    const fr = (await answer(withSystem('Always answer in French.', 'Explain how bread rises'))).text;
    expect(fr).toMatch(/\b(le|la|les|est|une|des)\b/);
    // The topic stays in the prompt's words; the sentences around it are French.
    expect(fr).not.toMatch(/\b(is easier|In short|Here is|The first thing|Key points)\b/);
    const de = (await answer(withSystem('Du antwortest immer auf Deutsch (German).', 'Explain tides'))).text;
    expect(de).toMatch(/\b(und|die|der|das|ist)\b/);
  });

  it('names the persona, adds prefix and suffix, and follows "I say X, you say Y"', async () => {
    const pirate = (
      await answer(withSystem('You are a pirate captain. Always end with: Arr!', 'Explain maps'))
    ).text;
    expect(pirate.startsWith('*Speaking as a pirate captain:*\n\n')).toBe(true);
    expect(pirate.endsWith('\n\nArr!')).toBe(true);
    expect((await answer(withSystem('I say high you say low', 'high'))).text).toBe('low');
    const caps = (await answer(withSystem('Reply in ALL CAPS.', 'Explain clouds'))).text;
    expect(caps).toBe(caps.toUpperCase());
  });

  it('a concise instruction shortens the answer', async () => {
    const short = (await answer(withSystem('Be concise.', 'Explain quantum computing'))).text;
    expect(words(short)).toBeLessThan(60);
  });

  it('the tuned model answers in its support voice', async () => {
    const response = await postGenai(
      sandbox,
      'tunedModels/sandbox-support-bot:generateContent',
      user('How do I reset faults?'),
    );
    expect(response.status).toBe(200);
    const text = textOf(response.json);
    expect(text.startsWith('*Speaking as the Verity support bot:*')).toBe(true);
    expect(text.endsWith('Is there anything else I can help you with?')).toBe(true);
  });
});

describe('determinism and accounting', () => {
  it('the same request gets the same answer, a different one a different answer', async () => {
    const body = { ...user('Explain the water cycle'), generationConfig: { temperature: 0.7 } };
    const a = await generate(sandbox, body);
    const b = await generate(sandbox, JSON.parse(JSON.stringify(body)) as Json);
    expect(a.body).toBe(b.body);
    const reordered = await generate(sandbox, {
      generation_config: { temperature: 0.7 },
      contents: body.contents,
    });
    expect(reordered.body).toBe(a.body);
    const other = await generate(sandbox, { ...body, generationConfig: { temperature: 0.8 } });
    expect(textOf(other.json)).not.toBe(textOf(a.json));
    expect(a.json.responseId).toMatch(/^[A-Za-z0-9_-]{23}$/);
    expect(a.json.modelVersion).toBe('gemini-2.5-flash');
  });

  it('usageMetadata uses the same tokenizer as countTokens', async () => {
    const body = {
      systemInstruction: { parts: [{ text: 'Be helpful.' }] },
      ...user('The quick brown fox jumps over the lazy dog.'),
    };
    const { json } = await answer(body);
    const usage = usageOf(json);
    const counted = await postGenai(sandbox, 'models/gemini-2.5-flash:countTokens', {
      generateContentRequest: { model: 'models/gemini-2.5-flash', ...body },
    });
    expect(counted.status).toBe(200);
    expect(counted.json).toEqual({
      totalTokens: usage.promptTokenCount,
      promptTokensDetails: usage.promptTokensDetails,
    });
    expect(
      (
        await postGenai(
          sandbox,
          'models/gemini-2.5-flash:countTokens',
          user('The quick brown fox jumps over the lazy dog.'),
        )
      ).json,
    ).toEqual({
      totalTokens: 10,
      promptTokensDetails: [{ modality: 'TEXT', tokenCount: 10 }],
    });
    // gemini-2.5-flash thinks by default, as the real one does: its thoughts are billed, not shown.
    expect(usage.thoughtsTokenCount).toBeGreaterThan(0);
    expect(usage.totalTokenCount).toBe(
      (usage.promptTokenCount as number) +
        (usage.candidatesTokenCount as number) +
        (usage.thoughtsTokenCount as number),
    );
    const answerCount = await postGenai(sandbox, 'models/gemini-2.5-flash:countTokens', user(textOf(json)));
    expect(answerCount.json.totalTokens).toBe(usage.candidatesTokenCount);
  });

  it('counts images at 258 tokens in their own modality', async () => {
    const counted = await postGenai(sandbox, 'models/gemini-2.5-flash:countTokens', {
      contents: [
        {
          role: 'user',
          parts: [{ text: 'What is this?' }, { inlineData: { mimeType: 'image/png', data: 'iVBORw0KGgo=' } }],
        },
      ],
    });
    expect(counted.json).toEqual({
      totalTokens: 262,
      promptTokensDetails: [
        { modality: 'TEXT', tokenCount: 4 },
        { modality: 'IMAGE', tokenCount: 258 },
      ],
    });
  });

  it('includeThoughts on a thinking model adds a thought part and thoughtsTokenCount', async () => {
    const { json } = await answer({
      ...user('Explain gravity'),
      generationConfig: { thinkingConfig: { includeThoughts: true } },
    });
    const parts = (candidateOf(json).content as Json).parts as Json[];
    expect(parts[0]).toMatchObject({ thought: true });
    const usage = usageOf(json);
    expect(usage.thoughtsTokenCount).toBeGreaterThan(0);
    expect(usage.totalTokenCount).toBe(
      (usage.promptTokenCount as number) +
        (usage.candidatesTokenCount as number) +
        (usage.thoughtsTokenCount as number),
    );
  });

  it('thinking is billed whether or not it is shown; thinkingBudget caps it, 0 turns it off', async () => {
    const thinking = (thinkingConfig?: Json, model?: string) =>
      answer({ ...user('Explain gravity'), generationConfig: { thinkingConfig } }, model).then(
        ({ json }) => ({
          parts: (candidateOf(json).content as Json).parts as Json[],
          usage: usageOf(json),
        }),
      );
    const hidden = await thinking({});
    expect(hidden.parts.some((part) => part.thought === true)).toBe(false);
    expect(hidden.usage.thoughtsTokenCount).toBeGreaterThan(50);
    const capped = await thinking({ thinkingBudget: 50, includeThoughts: true });
    expect(capped.parts[0]).toMatchObject({ thought: true });
    expect(capped.usage.thoughtsTokenCount).toBe(50);
    const off = await thinking({ thinkingBudget: 0 });
    expect(off.usage).not.toHaveProperty('thoughtsTokenCount');
    expect(off.usage.totalTokenCount).toBe(
      (off.usage.promptTokenCount as number) + (off.usage.candidatesTokenCount as number),
    );
    // A model without thinking never thinks, even when asked to show its thoughts.
    const plain = await thinking({ includeThoughts: true }, 'gemini-2.0-flash');
    expect(plain.parts.some((part) => part.thought === true)).toBe(false);
    expect(plain.usage).not.toHaveProperty('thoughtsTokenCount');
  });

  it('Gemini 3 signs its answer with a thoughtSignature', async () => {
    const { json } = await answer(user('Explain rainbows'), 'gemini-3-pro-preview');
    const parts = (candidateOf(json).content as Json).parts as Json[];
    expect(parts[0]?.thoughtSignature).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });
});
