export { MarkdownView } from './markdown-view';
export { PlainTextView } from './plain-text-view';
export { CitationSources } from './citation-sources';
export { layoutCitations, type CitationSource } from './citation-spans';
export { lexMarkdown, type LexFn } from './block-splitter';
