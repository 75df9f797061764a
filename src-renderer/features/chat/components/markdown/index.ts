export { MarkdownView } from './markdown-view';
export { PlainTextView } from './plain-text-view';
export { CitedText } from './cited-text';
export { layoutCitations, type CitationSource } from './citation-spans';
export { lexMarkdown, type LexFn } from './block-splitter';
