import { Badge, Group, Stack, Text, Tooltip, type MantineColor } from '@mantine/core';
import type { ShardInfo } from '@/lib/contract';

type Verification = ShardInfo['verification'];
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

/** The one-word state of a shard's checkpoint signature check. */
function verificationState(verification: Verification): { label: string; color: MantineColor } {
  if (verification.ok) return { label: 'verified', color: 'teal' };
  if (verification.signatures.some((signature) => signature.status === 'invalid')) {
    return { label: 'invalid signature', color: 'red' };
  }
  if (verification.signatures.some((signature) => signature.status === 'unknown-key')) {
    return { label: 'not trusted yet', color: 'yellow' };
  }
  return { label: 'not verified', color: 'red' };
}

/** Compact badge for tables; the detail and each signature are in the tooltip. */
export function VerificationBadge({ verification }: { verification: Verification }) {
  const state = verificationState(verification);
  return (
    <Tooltip label={verification.detail} withArrow multiline maw={360}>
      <Badge
        color={state.color}
        variant="light"
        data-testid="shard-verification"
        data-ok={String(verification.ok)}
      >
        {state.label}
      </Badge>
    </Tooltip>
  );
}

/** Which key verified the checkpoint, or why none did, signature by signature. */
export function CheckpointVerification({ verification }: { verification: Verification }) {
  const state = verificationState(verification);
  return (
    <Stack gap={6} data-testid="checkpoint-verification" data-ok={String(verification.ok)}>
      <Group gap="xs">
        <Badge color={state.color} variant="filled">
          {state.label}
        </Badge>
        <Text size="sm">{verification.detail}</Text>
      </Group>
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
            <Badge color={color} variant="light" tt="none">
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
