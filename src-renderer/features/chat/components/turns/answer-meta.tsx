import { Alert, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconShieldX } from '@tabler/icons-react';
import type { JsonObject } from '@/lib/contract';
import type { TurnSummary } from '@/lib/genai';
import { finishHint } from '@/features/chat/utils/finish-hint';
import type { Usage } from '@/features/chat/utils/turn-facts';
import { categoryLabel } from '@/features/chat/utils/settings-form';

const FINISH_COLORS: Record<string, string> = {
  STOP: 'teal',
  MAX_TOKENS: 'yellow',
  SAFETY: 'red',
  RECITATION: 'red',
  PROHIBITED_CONTENT: 'red',
  BLOCKLIST: 'red',
  SPII: 'red',
  IMAGE_SAFETY: 'red',
  MALFORMED_FUNCTION_CALL: 'orange',
};

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Why the prompt itself was refused (promptFeedback.blockReason), with the service's explanation. */
export function BlockReason({ feedback }: { feedback: JsonObject | null }) {
  const reason = text(feedback?.blockReason);
  if (!reason) return null;
  const message = text(feedback?.blockReasonMessage);
  const ratings = Array.isArray(feedback?.safetyRatings) ? (feedback.safetyRatings as JsonObject[]) : [];
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconShieldX />}
      title="The prompt was blocked"
      data-testid="block-reason"
    >
      <Text size="sm">
        Block reason: <b data-testid="block-reason-code">{reason}</b>
      </Text>
      {message && (
        <Text size="sm" data-testid="block-reason-message">
          {message}
        </Text>
      )}
      {ratings.length > 0 && <SafetyRatings ratings={ratings} />}
    </Alert>
  );
}

function SafetyRatings({ ratings }: { ratings: readonly JsonObject[] }) {
  return (
    <Group gap={4} data-testid="safety-ratings">
      {ratings.map((rating, i) => {
        const category = categoryLabel(text(rating.category) ?? 'unknown');
        const probability = text(rating.probability) ?? '?';
        const blocked = rating.blocked === true;
        const score =
          typeof rating.probabilityScore === 'number' ? ` (score ${rating.probabilityScore})` : '';
        return (
          <Tooltip
            key={i}
            label={`${text(rating.category) ?? ''}: ${probability}${score}${blocked ? ', blocked' : ''}`}
          >
            <Badge
              size="xs"
              variant={blocked ? 'filled' : 'light'}
              color={
                blocked ? 'red' : probability === 'NEGLIGIBLE' || probability === 'LOW' ? 'gray' : 'orange'
              }
              data-testid="safety-rating"
            >
              {category}: {probability}
            </Badge>
          </Tooltip>
        );
      })}
    </Group>
  );
}

const tokens = (value: number | null) => (value === null ? '—' : value.toLocaleString());

/** finishReason, finishMessage, safety ratings and token usage under an answer, and what an early finish means. */
export function AnswerMeta({
  summary,
  usage,
  request,
}: {
  summary: TurnSummary;
  usage: Usage | null;
  /** The GenerateContentRequest sent, for the limits and thresholds a hint names. */
  request: JsonObject | null;
}) {
  const hint = finishHint(summary, request);
  return (
    <>
      <Group gap="xs" align="center" data-testid="answer-meta">
        {summary.finishReason && (
          <Badge
            size="sm"
            variant="light"
            color={FINISH_COLORS[summary.finishReason] ?? 'gray'}
            data-testid="finish-reason"
            data-reason={summary.finishReason}
          >
            {summary.finishReason}
          </Badge>
        )}
        {summary.finishMessage && (
          <Text size="xs" c="dimmed" data-testid="finish-message">
            {summary.finishMessage}
          </Text>
        )}
        {summary.safetyRatings.length > 0 && <SafetyRatings ratings={summary.safetyRatings} />}
        {usage && (
          <Text size="xs" c="dimmed" data-testid="turn-usage">
            prompt {tokens(usage.prompt)} · answer {tokens(usage.candidates)}
            {usage.thoughts !== null ? ` · thoughts ${tokens(usage.thoughts)}` : ''}
            {usage.cached !== null ? ` · cached ${tokens(usage.cached)}` : ''} · total {tokens(usage.total)}{' '}
            tokens
          </Text>
        )}
        {summary.modelVersion && (
          <Text size="xs" c="dimmed">
            {summary.modelVersion}
          </Text>
        )}
      </Group>
      {hint && (
        <Text size="xs" c="dimmed" data-testid="finish-hint">
          {hint}
        </Text>
      )}
    </>
  );
}
