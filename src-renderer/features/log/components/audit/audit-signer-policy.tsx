import { Paper, SimpleGrid, Stack, TagsInput, Text } from '@mantine/core';
import type { SignerPolicy } from '@/lib/contract';

export const EMPTY_POLICY: SignerPolicy = {
  identities: [],
  identityRegexps: [],
  issuers: [],
  issuerRegexps: [],
};

/** Why a pattern is not a regular expression, or null when it is one. */
function patternError(patterns: readonly string[]): string | null {
  for (const pattern of patterns) {
    try {
      new RegExp(pattern);
    } catch (error) {
      return `/${pattern}/ is not a regular expression: ${(error as Error).message}`;
    }
  }
  return null;
}

/** True when every pattern of the policy compiles (the contract refuses the run otherwise). */
export function policyIsValid(policy: SignerPolicy): boolean {
  return patternError(policy.identityRegexps) === null && patternError(policy.issuerRegexps) === null;
}

const FIELDS: Array<{ key: keyof SignerPolicy; label: string; placeholder: string; pattern: boolean }> = [
  {
    key: 'identities',
    label: 'Identity (certificate SAN)',
    placeholder: 'https://github.com/org/repo/.github/workflows/release.yml@refs/heads/main',
    pattern: false,
  },
  {
    key: 'identityRegexps',
    label: 'Identity pattern',
    placeholder: '^https://github\\.com/org/',
    pattern: true,
  },
  {
    key: 'issuers',
    label: 'OIDC issuer',
    placeholder: 'https://token.actions.githubusercontent.com',
    pattern: false,
  },
  {
    key: 'issuerRegexps',
    label: 'Issuer pattern',
    placeholder: '^https://accounts\\.google\\.com$',
    pattern: true,
  },
];

/**
 * Who must have signed, as cosign's --certificate-identity(-regexp) and --certificate-oidc-issuer(-regexp)
 * and verity-audit's --identity/--issuer: with any value set, a bundle passes only when its certificate's
 * SAN and Fulcio issuer match (any one value of a field; patterns unanchored, so write ^…$).
 */
export function AuditSignerPolicy({
  policy,
  onChange,
}: {
  policy: SignerPolicy;
  onChange: (policy: SignerPolicy) => void;
}) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid="audit-signer-policy">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Signer identity (optional)
        </Text>
        <Text size="xs" c="dimmed">
          Require bundles signed by these identities, as cosign verify --certificate-identity and
          --certificate-oidc-issuer: the signing certificate’s SAN and its Fulcio OIDC issuer must match.
          Press Enter after each value; patterns are JavaScript regular expressions, unanchored (write ^…$).
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {FIELDS.map(({ key, label, placeholder, pattern }) => (
            <TagsInput
              key={key}
              label={label}
              placeholder={policy[key].length === 0 ? placeholder : undefined}
              value={policy[key]}
              onChange={(values) => onChange({ ...policy, [key]: values })}
              error={pattern ? patternError(policy[key]) : null}
              clearable
              data-testid={`audit-policy-${key}`}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
