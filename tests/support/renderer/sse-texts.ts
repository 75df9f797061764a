/** The text each `data:` event of an SSE fixture carries (candidate 0's text parts), in order. */
export function sseTexts(body: string): string[] {
  return body
    .split(/\r?\n/)
    .filter((line) => line.startsWith('data: '))
    .map((line) => {
      const event = JSON.parse(line.slice(6)) as {
        candidates?: { content?: { parts?: { text?: string }[] } }[];
      };
      return (event.candidates?.[0]?.content?.parts ?? []).map((part) => part.text ?? '').join('');
    });
}
