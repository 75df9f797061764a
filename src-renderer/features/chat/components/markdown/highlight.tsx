import { common, createLowlight } from 'lowlight';
import type { ReactNode } from 'react';

type Lowlight = ReturnType<typeof createLowlight>;
type HastRoot = ReturnType<Lowlight['highlight']>;
type HastNode = HastRoot['children'][number];

let lowlight: Lowlight | null = null;

/** The common grammar set (about 40 languages), registered on first use rather than at import. */
function getLowlight(): Lowlight {
  lowlight ??= createLowlight(common);
  return lowlight;
}

const warmed = new Set<string>();

/**
 * Registers the grammars and compiles `lang`'s in idle time while its block is still streaming, so the
 * render that highlights the settled block does not also pay the one-off grammar compilation.
 */
export function warmHighlighter(lang: string | undefined): void {
  const key = lang?.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  if (key === '' || warmed.has(key)) return;
  warmed.add(key);
  const warm = () => {
    const language = knownLanguage(key);
    if (language !== null) getLowlight().highlight(language, '');
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(warm, { timeout: 2000 });
  else setTimeout(warm, 0);
}

/** Whether `lang` (a fence's info string, e.g. `ts` or `python {linenos}`) names a known grammar. */
export function knownLanguage(lang: string | undefined): string | null {
  const name = lang?.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return name !== '' && getLowlight().registered(name) ? name : null;
}

/** Highlighted code as React elements (class names only, never HTML strings), or null for unknown languages. */
export function highlightCode(code: string, lang: string | undefined): ReactNode[] | null {
  const language = knownLanguage(lang);
  if (language === null) return null;
  return toReact(getLowlight().highlight(language, code).children, 'h');
}

function toReact(nodes: readonly HastNode[], prefix: string): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === 'text') return node.value;
    if (node.type !== 'element') return null;
    const className = node.properties.className;
    const key = `${prefix}${index}`;
    return (
      <span key={key} className={Array.isArray(className) ? className.join(' ') : undefined}>
        {toReact(node.children as HastNode[], `${key}.`)}
      </span>
    );
  });
}
