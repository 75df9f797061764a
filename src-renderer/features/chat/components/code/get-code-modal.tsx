import { Alert, Code, Group, Modal, ScrollArea, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { CopyValue } from '@/components/copy-value';
import { useActiveProfile } from '@/hooks/use-profiles';
import { buildGenerateContentRequest } from '@/lib/genai';
import { currentSettings } from '@/features/chat/stores/chat-actions';
import { useChatStore } from '@/features/chat/stores/chat-store';
import { useDraftStore } from '@/features/chat/stores/draft-store';
import { messageParts } from '@/features/chat/utils/attachments';
import { activePath, turnsToContents } from '@/features/chat/utils/chat-tree';
import { curlCommand, typescriptProgram, type CodeTarget } from '@/features/chat/utils/get-code';

type Language = 'curl' | 'typescript';

/**
 * The request the next Send would make (the branch shown plus the draft), as code: the same body
 * builder the playground uses, the active profile's base URL, and the key as $GEMINI_API_KEY.
 */
export function GetCodeModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Get code" size="xl">
      {opened && <GetCodeBody />}
    </Modal>
  );
}

function GetCodeBody() {
  const [language, setLanguage] = useState<Language>('curl');
  const profile = useActiveProfile();
  const target = useMemo((): CodeTarget | string => {
    const chat = useChatStore.getState().chat;
    const draft = useDraftStore.getState();
    const settings = currentSettings();
    if (!chat) return 'No chat is open.';
    if (!settings.ok) return settings.reason;
    if (!profile) return 'The active profile is not loaded.';
    const contents = turnsToContents(activePath(chat));
    const parts = messageParts(draft.text, draft.attachments);
    if (parts.length > 0) contents.push({ role: 'user', parts });
    if (contents.length === 0) return 'Type a message first: the code sends the conversation and the draft.';
    return {
      baseUrl: profile.endpoints.genai,
      model: settings.settings.a.model,
      body: buildGenerateContentRequest(settings.settings.a, contents),
      stream: true,
    };
  }, [profile]);

  if (typeof target === 'string')
    return (
      <Alert color="yellow" variant="light">
        {target}
      </Alert>
    );
  const code = language === 'curl' ? curlCommand(target) : typescriptProgram(target);
  return (
    <Stack gap="sm" data-testid="get-code">
      <Group justify="space-between">
        <SegmentedControl
          size="xs"
          aria-label="Language"
          value={language}
          onChange={(value) => setLanguage(value as Language)}
          data={[
            { value: 'curl', label: 'curl' },
            { value: 'typescript', label: 'TypeScript (@google/genai)' },
          ]}
        />
        <CopyValue value={code} label={`Copy ${language === 'curl' ? 'curl command' : 'TypeScript code'}`} />
      </Group>
      <Text size="xs" c="dimmed">
        The key is read from the GEMINI_API_KEY environment variable; Verity never puts a key in code.
      </Text>
      <ScrollArea.Autosize mah={480} type="auto">
        <Code block data-testid="get-code-text">
          {code}
        </Code>
      </ScrollArea.Autosize>
    </Stack>
  );
}
