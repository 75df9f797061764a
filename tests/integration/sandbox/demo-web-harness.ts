// The sandbox's demo web over real HTTP: one sandbox per test file, demo URLs fetched at the sandbox path
// src-shared/demo-web.ts maps them to (as the console's Sandbox profile does), pages' head elements read,
// sitemaps checked to be well-formed XML in the sitemaps.org namespace and read.
import { gunzipSync } from 'node:zlib';
import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, expect } from 'vitest';
import { demoWebPath } from '../../../src-shared/demo-web';
import { rawRequest, startTestSandbox, type HarnessSandbox, type RawResponse } from './sandbox-harness';

type Element = Parameters<Parameters<typeof DomUtils.findOne>[0]>[0];

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function demoWebPerFile(): () => HarnessSandbox {
  let sandbox: HarnessSandbox | undefined;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
    await sandbox.opened;
  });
  afterAll(() => sandbox?.dispose());
  return () => sandbox!;
}

/** The sandbox URL that answers for the demo URL `href`. */
export function inSandbox(sandbox: HarnessSandbox, href: string): string {
  const path = demoWebPath(new URL(href));
  if (path === null) throw new Error(`${href} is not on the demo web`);
  return `${sandbox.baseUrl}${path}`;
}

export function getDemo(sandbox: HarnessSandbox, href: string, method = 'GET'): Promise<RawResponse> {
  return rawRequest(inSandbox(sandbox, href), { method });
}

/** What a pre-flight reads from a page (parsed as HTML): its title, canonical link and robots meta tag. */
export function readPage(html: string) {
  const document = parseDocument(html);
  const find = (test: (element: Element) => boolean) => DomUtils.findOne(test, document.children);
  const title = find((element) => element.name === 'title');
  return {
    title: title ? DomUtils.textContent(title) : null,
    canonical:
      find((element) => element.name === 'link' && element.attribs.rel === 'canonical')?.attribs.href ?? null,
    robots:
      find((element) => element.name === 'meta' && element.attribs.name === 'robots')?.attribs.content ??
      null,
  };
}

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITY = /&(amp|lt|gt|quot|apos);/g;
const DECODED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * A strict reader for the XML subset sitemaps use (a declaration, elements with attributes, text with the five
 * predefined entities): throws on an unbalanced tag, a bare "&" or "<", or anything after the root.
 */
function parseXml(xml: string): XmlElement {
  const declaration = /^<\?xml version="1\.0" encoding="UTF-8"\?>\n/.exec(xml);
  if (!declaration) throw new Error('no XML declaration');
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  const token = /<(\/?)([A-Za-z][\w.-]*)((?:\s+[\w:.-]+="[^"<&]*")*)\s*(\/?)>|([^<]+)/gy;
  token.lastIndex = declaration[0].length;
  while (token.lastIndex < xml.length) {
    const match = token.exec(xml);
    if (!match) throw new Error(`malformed XML at offset ${token.lastIndex}`);
    const [, closing, name, attributes, selfClosing, text] = match;
    if (text !== undefined) {
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(text)) throw new Error(`bare & in "${text}"`);
      if (stack.length > 0)
        stack.at(-1)!.text += text.replace(ENTITY, (_, entity: string) => DECODED[entity]!);
      else if (text.trim() !== '') throw new Error(`text outside the root: "${text}"`);
    } else if (closing) {
      if (stack.pop()?.name !== name) throw new Error(`unbalanced </${name}>`);
    } else {
      if (root && stack.length === 0) throw new Error(`a second root <${name}>`);
      const element: XmlElement = {
        name: name!,
        attributes: Object.fromEntries(
          [...attributes!.matchAll(/([\w:.-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!]),
        ),
        children: [],
        text: '',
      };
      stack.at(-1)?.children.push(element);
      root ??= element;
      if (!selfClosing) stack.push(element);
    }
  }
  if (!root || stack.length > 0) throw new Error('the document ends inside an element');
  return root;
}

export interface SitemapFile {
  kind: 'urlset' | 'sitemapindex';
  entries: Array<{ loc: string; lastmod: string | null }>;
}

/** A sitemap's bytes (gunzipped when it is a .gz, which must say application/gzip), checked and read. */
export async function readSitemap(sandbox: HarnessSandbox, href: string): Promise<SitemapFile> {
  const response = await fetch(inSandbox(sandbox, href));
  expect(response.status, href).toBe(200);
  let bytes = Buffer.from(await response.arrayBuffer());
  if (href.endsWith('.gz')) {
    expect(response.headers.get('content-type')).toBe('application/gzip');
    expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    bytes = gunzipSync(bytes);
  } else expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const root = parseXml(bytes.toString('utf8'));
  expect(root.attributes).toEqual({ xmlns: SITEMAP_NS });
  expect(['urlset', 'sitemapindex']).toContain(root.name);
  const entryName = root.name === 'urlset' ? 'url' : 'sitemap';
  const entries = root.children.map((entry) => {
    expect(entry.name).toBe(entryName);
    const field = (name: string) => entry.children.find((child) => child.name === name)?.text ?? null;
    return { loc: field('loc')!, lastmod: field('lastmod') };
  });
  return { kind: root.name as SitemapFile['kind'], entries };
}
