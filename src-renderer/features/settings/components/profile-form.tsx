import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { describeError } from '@/lib/errors';
import { SERVICE_IDS, SERVICE_LABELS, type Profile, type ServiceId } from '@/lib/contract';
import { useSaveProfile } from '../api/save-profile';
import { draftFromForm, formFromProfile, validateProfileForm } from '../utils/profile-validation';

const PLACEHOLDERS: Record<ServiceId, string> = {
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

/**
 * Name plus a base URL for each service the profile uses (the others stay empty), checked against the
 * contract as the person types.
 */
export function ProfileForm({ profile, onDone }: ProfileFormProps) {
  const [form, setForm] = useState(() => formFromProfile(profile));
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveProfile();
  const errors = validateProfileForm(form);
  const valid = Object.keys(errors).length === 0;
  const shown = (field: keyof typeof errors) => (submitted || touched.has(field) ? errors[field] : undefined);
  const touch = (field: string) => setTouched((previous) => new Set(previous).add(field));

  const submit = () => {
    setSubmitted(true);
    if (!valid) return;
    save.mutate(draftFromForm(form), { onSuccess: onDone });
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
          value={form.name}
          onChange={(event) => {
            const name = event.currentTarget.value;
            setForm((previous) => ({ ...previous, name }));
            touch('name');
          }}
          error={shown('name')}
          data-testid="profile-name"
        />
        <Text size="sm" c="dimmed">
          Give the base URL of each service this profile uses; leave the others empty.
        </Text>
        {SERVICE_IDS.map((service) => (
          <TextInput
            key={service}
            label={`${SERVICE_LABELS[service]} base URL`}
            placeholder={PLACEHOLDERS[service]}
            value={form.urls[service]}
            onChange={(event) => {
              const url = event.currentTarget.value;
              setForm((previous) => ({ ...previous, urls: { ...previous.urls, [service]: url } }));
              touch(`endpoints.${service}`);
            }}
            error={shown(`endpoints.${service}`)}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            data-testid={`profile-url-${service}`}
          />
        ))}
        {shown('endpoints') && (
          <Text size="sm" c="red" data-testid="profile-endpoints-error">
            {shown('endpoints')}
          </Text>
        )}
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
