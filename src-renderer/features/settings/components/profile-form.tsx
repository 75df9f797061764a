import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { describeError } from '@/lib/errors';
import { SERVICE_IDS, SERVICE_LABELS, type Endpoints, type Profile } from '@/lib/contract';
import { useSaveProfile } from '../api/save-profile';
import { draftFromProfile, validateProfileDraft } from '../utils/profile-validation';

const PLACEHOLDERS: Endpoints = {
  tlog: 'https://rekor.sigstore.dev',
  genai: 'https://generativelanguage.googleapis.com',
  indexing: 'https://indexing.googleapis.com',
  analytics: 'https://youtubeanalytics.googleapis.com',
  storage: 'https://storage.example.com',
};

interface ProfileFormProps {
  /** The profile being edited; absent when adding one. */
  profile?: Profile;
  onDone: () => void;
}

/** Name plus one base URL per service, checked against the contract as the person types. */
export function ProfileForm({ profile, onDone }: ProfileFormProps) {
  const [draft, setDraft] = useState(() => draftFromProfile(profile));
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveProfile();
  const errors = validateProfileDraft(draft);
  const valid = Object.keys(errors).length === 0;
  const shown = (field: keyof typeof errors) => (submitted || touched.has(field) ? errors[field] : undefined);
  const touch = (field: string) => setTouched((previous) => new Set(previous).add(field));

  const submit = () => {
    setSubmitted(true);
    if (!valid) return;
    save.mutate(
      { ...draft, name: draft.name.trim(), endpoints: trimEndpoints(draft.endpoints) },
      { onSuccess: onDone },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Stack gap="sm">
        <TextInput
          label="Name"
          required
          value={draft.name}
          onChange={(event) => {
            const name = event.currentTarget.value;
            setDraft((previous) => ({ ...previous, name }));
            touch('name');
          }}
          error={shown('name')}
          data-testid="profile-name"
        />
        {SERVICE_IDS.map((service) => (
          <TextInput
            key={service}
            label={`${SERVICE_LABELS[service]} base URL`}
            required
            placeholder={PLACEHOLDERS[service]}
            value={draft.endpoints[service]}
            onChange={(event) => {
              const url = event.currentTarget.value;
              setDraft((previous) => ({ ...previous, endpoints: { ...previous.endpoints, [service]: url } }));
              touch(`endpoints.${service}`);
            }}
            error={shown(`endpoints.${service}`)}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            data-testid={`profile-url-${service}`}
          />
        ))}
        {save.isError && (
          <Alert color="red" title="The profile was not saved">
            {describeError(save.error).message} — {describeError(save.error).hint}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={save.isPending}
            disabled={submitted && !valid}
            data-testid="profile-save"
          >
            {profile ? 'Save changes' : 'Add profile'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function trimEndpoints(endpoints: Endpoints): Endpoints {
  return Object.fromEntries(Object.entries(endpoints).map(([key, url]) => [key, url.trim()])) as Endpoints;
}
