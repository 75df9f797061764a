import { Alert, Button, Code, Group, Modal, ScrollArea, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { CopyValue } from '@/components/copy-value';
import { useActiveProfile } from '@/hooks/use-profiles';
import { copyText } from '@/lib/clipboard';
import type { Profile } from '@/lib/contract';
import { notifyError } from '@/lib/notify';
import { revealSandboxKey } from '@/lib/sandbox-key';
import { currentSettings } from '@/features/chat/stores/chat-actions';
import { useChatStore } from '@/features/chat/stores/chat-store';
import { useDraftStore } from '@/features/chat/stores/draft-store';
import { messageParts } from '@/features/chat/utils/attachments';
import { activePath, turnsToContents } from '@/features/chat/utils/chat-tree';
import { codeRequests, endsWithModelTurn, type PaneRequest } from '@/features/chat/utils/code-requests';
import { curlCommand, typescriptProgram, type CodeTarget } from '@/features/chat/utils/get-code';
import { pythonProgram } from '@/features/chat/utils/python-code';

type Language = 'curl' | 'typescript' | 'python';

const RENDERERS: Record<Language, (target: CodeTarget) => string> = {
  curl: curlCommand,
  typescript: typescriptProgram,
  python: pythonProgram,
};
const CODE_NAMES: Record<Language, string> = {
  curl: 'curl command',
  typescript: 'TypeScript code',
  python: 'Python code',
};

const renderCode = (language: Language, target: CodeTarget) => RENDERERS[language](target);

/**
 * The requests the next Send would make (the branch shown plus the draft; in compare mode one per pane),
 * as code: the same body builder the playground uses, the active profile's base URL, and the key as
 * $GEMINI_API_KEY.
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
  const prepared = useMemo((): { requests: PaneRequest[]; endsWithModel: boolean } | string => {
    const chat = useChatStore.getState().chat;
    const draft = useDraftStore.getState();
    const settings = currentSettings();
    if (!chat) return 'No chat is open.';
    if (!settings.ok) return settings.reason;
    if (!profile) return 'The active profile is not loaded.';
    const baseUrl = profile.endpoints.genai;
    if (baseUrl === undefined)
      return `Profile “${profile.name}” does not use the generation service: give it a base URL in Settings → Profiles.`;
    const contents = turnsToContents(activePath(chat));
    const parts = messageParts(draft);
    if (parts.length > 0) contents.push({ role: 'user', parts });
    if (contents.length === 0) return 'Type a message first: the code sends the conversation and the draft.';
    return {
      requests: codeRequests({ settings: settings.settings, contents, baseUrl }),
      endsWithModel: endsWithModelTurn(contents),
    };
  }, [profile]);

  if (typeof prepared === 'string' || !profile)
    return (
      <Alert color="yellow" variant="light">
        {typeof prepared === 'string' ? prepared : 'The active profile is not loaded.'}
      </Alert>
    );
  return (
    <Stack gap="sm" data-testid="get-code">
      <SegmentedControl
        size="xs"
        aria-label="Language"
        value={language}
        onChange={(value) => setLanguage(value as Language)}
        data={[
          { value: 'curl', label: 'curl' },
          { value: 'typescript', label: 'TypeScript (@google/genai)' },
          { value: 'python', label: 'Python (google-genai)' },
        ]}
      />
      <Text size="xs" c="dimmed" data-testid="get-code-key-note">
        {keyNote(profile)}
      </Text>
      {prepared.endsWithModel && (
        <Alert
          color="yellow"
          variant="light"
          title="This request ends with the model’s answer"
          data-testid="get-code-model-turn"
        >
          There is no new message after the last answer, so Gemini would not reply: it would go on writing
          that answer, and some models refuse a request that ends this way. Type your next message first to
          get the code for it.
        </Alert>
      )}
      {prepared.requests.map((request) => (
        <PaneCode
          key={request.pane ?? 'single'}
          request={request}
          language={language}
          withKey={profile.builtIn}
          compact={prepared.requests.length > 1}
        />
      ))}
    </Stack>
  );
}

/** Where the code's key comes from, and for the built-in sandbox where to find it. */
function keyNote(profile: Profile): string {
  if (profile.builtIn)
    return (
      'The key is read from the GEMINI_API_KEY environment variable. This is the built-in sandbox: its key ' +
      'is under Settings → Credentials (Reveal key), or “Copy with key” puts it in the code.'
    );
  return (
    'The key is read from the GEMINI_API_KEY environment variable: set it to the API key of profile ' +
    `“${profile.name}” before running the code. Verity never writes that key into code.`
  );
}

function PaneCode(props: { request: PaneRequest; language: Language; withKey: boolean; compact: boolean }) {
  const { request, language } = props;
  const code = renderCode(language, request.target);
  const what = CODE_NAMES[language];
  return (
    <Stack gap={4} data-testid={`get-code-${request.pane === null ? 'request' : `pane-${request.pane}`}`}>
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {request.pane === null ? request.target.model : `Pane ${request.pane} · ${request.target.model}`}
        </Text>
        <Group gap="xs">
          {props.withKey && (
            <CopyWithKey
              label={request.pane === null ? 'Copy with key' : `Copy pane ${request.pane} with key`}
              render={(apiKey) => renderCode(language, { ...request.target, apiKey })}
            />
          )}
          <CopyValue
            value={code}
            label={request.pane === null ? `Copy ${what}` : `Copy ${what} of pane ${request.pane}`}
          />
        </Group>
      </Group>
      <ScrollArea.Autosize mah={props.compact ? 300 : 480} type="auto">
        <Code block data-testid="get-code-text">
          {code}
        </Code>
      </ScrollArea.Autosize>
    </Stack>
  );
}

type CopyState = 'idle' | 'copied' | 'failed';

/** Built-in sandbox only: the code with the sandbox's own key in it, read when the person asks. */
function CopyWithKey({ label, render }: { label: string; render: (apiKey: string) => string }) {
  const [state, setState] = useState<CopyState>('idle');
  const copy = async () => {
    try {
      setState((await copyText(render(await revealSandboxKey()))) ? 'copied' : 'failed');
    } catch (error) {
      setState('failed');
      notifyError('Could not read the sandbox key', error);
    }
  };
  return (
    <Button size="xs" variant="light" onClick={() => void copy()} onMouseLeave={() => setState('idle')}>
      {state === 'idle' ? label : state === 'copied' ? 'Copied with key' : 'Copy failed'}
    </Button>
  );
}
