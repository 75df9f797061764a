import { Alert, List, Stack, Text } from '@mantine/core';
import { layoutCitations, type CitationSource } from './citation-spans';
import { SafeLink } from './safe-link';

interface CitationSourcesProps {
  /** The answer's text (Markdown source), which the citations' byte offsets point into. */
  text: string;
  citations: readonly CitationSource[];
}

const EXCERPT_CHARS = 160;

/** The cited passage as one line of prose: Markdown emphasis and list marks dropped, whitespace collapsed. */
function excerptOf(source: string): string {
  const plain = source
    .replace(/^\s*(?:[*+-]|\d+\.)\s+/gm, '')
    .replace(/[*`#>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > EXCERPT_CHARS ? `${plain.slice(0, EXCERPT_CHARS - 1)}…` : plain;
}

/**
 * The sources the answer cites (citationMetadata), numbered in the service's order, each with the passage
 * it covers. The answer itself renders as Markdown above; the passages are quoted here because the
 * byte ranges point into the Markdown source, not into what it renders to.
 */
export function CitationSources({ text, citations }: CitationSourcesProps) {
  const { ranges, problems } = layoutCitations(text, citations);
  return (
    <Stack gap={4}>
      <List type="ordered" size="xs" data-testid="citation-sources" aria-label="Cited sources">
        {citations.map((citation, index) => {
          const range = ranges.find((candidate) => candidate.number === index + 1);
          return (
            <List.Item key={index}>
              {citation.uri ? (
                <SafeLink href={citation.uri} title={citation.title}>
                  {citation.title || citation.uri}
                </SafeLink>
              ) : (
                <Text span size="xs" c="dimmed">
                  no source given
                </Text>
              )}
              {citation.license ? ` (license: ${citation.license})` : null}
              {range && (
                <Text size="xs" c="dimmed" fs="italic" data-testid="cited-excerpt">
                  “{excerptOf(text.slice(range.start, range.end))}”
                </Text>
              )}
            </List.Item>
          );
        })}
      </List>
      {problems.length > 0 && (
        <Alert color="yellow" variant="light" p="xs" data-testid="citation-problems">
          {problems.map((problem) => (
            <Text key={problem} size="xs">
              {problem}
            </Text>
          ))}
        </Alert>
      )}
    </Stack>
  );
}
