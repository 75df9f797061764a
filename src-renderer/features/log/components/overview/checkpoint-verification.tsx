import { Badge, Group, Stack, Text, Tooltip, type MantineColor } from '@mantine/core';
import type { ShardInfo } from '@/lib/contract';
import { ALERT_KINDS } from '@/features/log/utils/monitor-labels';

type Verification = ShardInfo['verification'];
/** What decides a checkpoint's state: its signatures, and anything held against it since. */
type Judged = Pick<ShardInfo, 'verification' | 'alerts' | 'keyChange'>;
type SignatureStatus = Verification['signatures'][number]['status'];

const SIGNATURE: Record<SignatureStatus, { label: string; color: MantineColor; explain: string }> = {
  verified: { label: 'verified', color: 'teal', explain: 'signed by a key in the trust store' },
  invalid: {
    label: 'invalid',
    color: 'red',
    explain: 'the key hint names a trusted key but the signature does not verify',
  },
  'unknown-key': {
    label: 'unknown key',
    color: 'yellow',
    explain: 'no trusted key has this name and key hint',
  },
};

/**
 * The one-word state of a shard's checkpoint. A correct signature is not
 * enough: an open alert (a fork, a rollback…) or a changed key makes it red.
 */
function verificationState({ verification, alerts, keyChange }: Judged): {
  label: string;
  color: MantineColor;
} {
  const [alert] = alerts;
  if (alert) return { label: ALERT_KINDS[alert.kind], color: 'red' };
  if (keyChange) return { label: 'key changed', color: 'red' };
  if (verification.ok) return { label: 'verified', color: 'teal' };
  if (verification.signatures.some((signature) => signature.status === 'invalid')) {
    return { label: 'invalid signature', color: 'red' };
  }
  if (verification.signatures.some((signature) => signature.status === 'unknown-key')) {
    return { label: 'not trusted yet', color: 'yellow' };
  }
  return { label: 'not verified', color: 'red' };
}

/** Trusted only when the signature verifies and nothing is held against the checkpoint. */
const trustworthy = (shard: Judged) =>
  shard.verification.ok && shard.alerts.length === 0 && shard.keyChange === null;

/** Compact badge for tables; the detail (or the open alert) is in the tooltip. */
export function VerificationBadge({ shard }: { shard: Judged }) {
  const state = verificationState(shard);
  return (
    <Tooltip label={shard.alerts[0]?.message ?? shard.verification.detail} withArrow multiline maw={360}>
      <Badge
        color={state.color}
        variant="light"
        data-testid="shard-verification"
        data-ok={String(trustworthy(shard))}
      >
        {state.label}
      </Badge>
    </Tooltip>
  );
}

/** Which key verified the checkpoint, or why none did, signature by signature. */
export function CheckpointVerification({ shard }: { shard: Judged }) {
  const { verification } = shard;
  const state = verificationState(shard);
  const trusted = trustworthy(shard);
  return (
    <Stack gap={6} data-testid="checkpoint-verification" data-ok={String(trusted)} data-state={state.label}>
      <Group gap="xs">
        <Badge color={state.color} variant="filled">
          {state.label}
        </Badge>
        <Text size="sm">{verification.detail}</Text>
      </Group>
      {verification.ok && shard.alerts.length > 0 && (
        <Text size="sm" c="red" fw={600}>
          The signature verifies, but an open alert holds evidence against this checkpoint: do not rely on it
          until you know why.
        </Text>
      )}
      {verification.signatures.length === 0 && (
        <Text size="sm" c="red">
          The checkpoint carries no signature at all.
        </Text>
      )}
      {verification.signatures.map((signature) => {
        const { label, color, explain } = SIGNATURE[signature.status];
        return (
          <Group
            key={`${signature.name}-${signature.keyHint}`}
            gap="xs"
            data-testid="checkpoint-signature"
            data-status={signature.status}
          >
            {/* A verified signature on a checkpoint an alert holds evidence against is never green. */}
            <Badge
              color={trusted || signature.status !== 'verified' ? color : 'gray'}
              variant="light"
              tt="none"
            >
              {label}
            </Badge>
            <Text size="sm" className="verity-mono">
              {signature.name} · key hint {signature.keyHint}
            </Text>
            <Text size="xs" c="dimmed">
              {explain}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
