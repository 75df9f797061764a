import { Text } from '@mantine/core';
import './markdown.css';

/** The answer exactly as received, no Markdown: for "show raw" and for text that is not Markdown. */
export function PlainTextView({ text }: { text: string }) {
  return (
    <Text component="div" size="sm" className="verity-md-plain" data-testid="plain-text-view">
      {text}
    </Text>
  );
}
