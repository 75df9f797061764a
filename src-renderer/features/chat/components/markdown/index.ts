export { MarkdownView, MarkdownBlock, type MarkdownViewProps } from './markdown-view';
export { PlainTextView } from './plain-text-view';
export { CitedText } from './cited-text';
export { layoutCitations, type CitationSource, type CitationLayout } from './citation-spans';
export { BlockSplitter, lexMarkdown, type LexFn, type SourceBlock } from './block-splitter';
