import { Alert, Button, Text } from '@mantine/core';
import { IconShieldExclamation, IconShieldX } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ShardInfo } from '@/lib/contract';
import { KeyChangedCallout } from './key-changed-callout';

/**
 * The overview's call to action when a checkpoint is not verified: a key the
 * trust store does not know yet (go and trust one), a key other than the one
 * trusted for the log (it changed: never an invitation to pin), or a
 * signature that does not verify (something is wrong with the log).
 */
export function TrustCallout({ shards }: { shards: ShardInfo[] }) {
  const signatures = shards.flatMap((shard) => shard.verification.signatures);
  const invalid = signatures.filter((signature) => signature.status === 'invalid');
  const keyChange = shards.find((shard) => shard.keyChange)?.keyChange;
  const unknown = shards.filter(
    (shard) => !shard.verification.ok && shard.verification.signatures.every((s) => s.status !== 'invalid'),
  );
  if (keyChange) return <KeyChangedCallout change={keyChange} />;
  if (invalid.length > 0) {
    return (
      <Alert
        color="red"
        icon={<IconShieldX />}
        title="A checkpoint signature does not verify"
        data-testid="log-signature-invalid"
      >
        <Text size="sm">
          The log signed a checkpoint with a key hint the trust store knows (
          {invalid.map((s) => s.keyHint).join(', ')}), but the signature is wrong. The log may have changed
          its key or the checkpoint was altered in transit. Check the log’s key on the Trust screen and look
          for alerts on the Monitor before relying on this log.
        </Text>
        <Button component={Link} to="/log/trust" size="xs" color="red" variant="light" mt="xs">
          Go to Trust
        </Button>
      </Alert>
    );
  }
  if (unknown.length === 0) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconShieldExclamation />}
      title="Not trusted yet"
      data-testid="log-not-trusted"
    >
      <Text size="sm">
        No trusted key has signed{' '}
        {unknown.length === shards.length ? 'these checkpoints' : 'some of these checkpoints'}. Verity never
        trusts the key a log serves about itself: import the log’s TrustedRoot or PEM key, or check the served
        key and pin it on first use.
      </Text>
      <Button
        component={Link}
        to="/log/trust"
        size="xs"
        variant="light"
        color="yellow"
        mt="xs"
        data-testid="log-go-to-trust"
      >
        Go to Trust
      </Button>
    </Alert>
  );
}
