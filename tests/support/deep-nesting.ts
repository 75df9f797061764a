/**
 * The text of a generation request whose function call args nest `depth` arrays deep: about
 * 6 KB at depth 3,000, which used to overflow zod's recursion and take the main process down.
 */
export function deeplyNestedGenerateInput(depth = 3000): string {
  const args = `{"nested":${'['.repeat(depth)}${']'.repeat(depth)}}`;
  return (
    '{"settings":{"model":"models/gemini-2.5-flash"},' +
    `"contents":[{"role":"model","parts":[{"functionCall":{"name":"lookup","args":${args}}}]}]}`
  );
}
