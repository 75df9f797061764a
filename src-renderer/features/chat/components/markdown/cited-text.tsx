import { Alert, List, Mark, Stack, Text } from '@mantine/core';
import { layoutCitations, type CitationSource } from './citation-spans';
import { SafeLink } from './safe-link';
import './markdown.css';

interface CitedTextProps {
  text: string;
  citations: readonly CitationSource[];
}

/** The answer's text with each cited span marked and numbered, the sources listed below. */
export function CitedText({ text, citations }: CitedTextProps) {
  const { segments, problems } = layoutCitations(text, citations);
  return (
    <Stack gap="xs" data-testid="cited-text">
      <Text component="div" size="sm" className="verity-md-plain">
        {segments.map((segment) => {
          const body = text.slice(segment.start, segment.end);
          const markers = segment.ends.map((number) => (
            <sup key={number} data-testid="citation-marker">
              [{number}]
            </sup>
          ));
          if (segment.citations.length === 0)
            return (
              <span key={segment.start}>
                {body}
                {markers}
              </span>
            );
          return (
            <span key={segment.start}>
              <Mark data-testid="cited-span" data-citations={segment.citations.join(',')}>
                {body}
              </Mark>
              {markers}
            </span>
          );
        })}
      </Text>
      {citations.length > 0 && (
        <List type="ordered" size="xs" data-testid="citation-sources">
          {citations.map((citation, index) => (
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
            </List.Item>
          ))}
        </List>
      )}
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
