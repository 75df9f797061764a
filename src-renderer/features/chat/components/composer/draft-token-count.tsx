import { Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { useCountTokens } from '@/features/chat/api/count-tokens';
import { useChatStore } from '@/features/chat/stores/chat-store';
import { useDraftStore } from '@/features/chat/stores/draft-store';
import { useSettingsFormStore } from '@/features/chat/stores/settings-form-store';
import { activePath, turnsToContents } from '@/features/chat/utils/chat-tree';
import { messageParts } from '@/features/chat/utils/attachments';
import { formToSettings } from '@/features/chat/utils/settings-form';

/** The prompt size of the next request (branch + draft), counted by the service after typing pauses. */
export function DraftTokenCount() {
  const chat = useChatStore((state) => state.chat);
  const text = useDraftStore((state) => state.text);
  const attachments = useDraftStore((state) => state.attachments);
  const files = useDraftStore((state) => state.files);
  const form = useSettingsFormStore((state) => state.forms.a);
  const [quiet] = useDebouncedValue({ chat, text, attachments, files, form }, 800);

  const { signature, input } = useMemo(() => {
    const settings = formToSettings(quiet.form);
    if (!quiet.chat || !settings.ok) return { signature: '', input: null };
    const path = activePath(quiet.chat);
    const contents = turnsToContents(path);
    const draft = messageParts(quiet);
    if (draft.length > 0) contents.push({ role: 'user', parts: draft });
    const sizes = [
      ...quiet.attachments.map((attachment) => attachment.data.length),
      ...quiet.files.map((file) => file.name),
    ].join(',');
    return {
      signature: `${quiet.chat.id}|${path.at(-1)?.id ?? ''}|${path.at(-1)?.parts.length ?? 0}|${quiet.text}|${sizes}|${JSON.stringify(settings.settings)}`,
      input: { settings: settings.settings, contents },
    };
  }, [quiet]);
  const count = useCountTokens(signature, input);

  if (!input || input.contents.length === 0) return null;
  return (
    <Tooltip
      label={count.isError ? 'The service could not count the tokens' : 'Prompt tokens of the next request'}
    >
      <Text size="xs" c="dimmed" data-testid="draft-tokens" style={{ whiteSpace: 'nowrap' }}>
        {count.data === undefined ? '… tokens' : `${count.data.toLocaleString()} tokens`}
      </Text>
    </Tooltip>
  );
}
