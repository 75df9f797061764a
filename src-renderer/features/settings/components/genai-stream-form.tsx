import { Group, NumberInput, Select, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import type { GenaiSandboxSettings } from '@/lib/contract';
import { useSetGenaiSettings } from '../api/set-genai-settings';
import { ApplySettingsFooter } from './apply-settings-footer';

/**
 * What only a streaming answer can do wrong: fail after HTTP 200 was sent, or stop mid-way. Also the
 * stream's speed and the replay of real recorded answers. Errors before the stream (429, 503) are on
 * the "Generation & files" tab.
 */
export function GenaiStreamForm({
  current,
  recordings,
}: {
  current: GenaiSandboxSettings;
  recordings: readonly string[];
}) {
  const [draft, setDraft] = useState<GenaiSandboxSettings>(current);
  const apply = useSetGenaiSettings();
  const update = (patch: Partial<GenaiSandboxSettings>) =>
    setDraft((previous) => ({ ...previous, ...patch }));
  const midStream = draft.midStreamError;
  const cut = draft.cutStream;

  return (
    <Stack gap="sm" data-testid="genai-stream-settings">
      <NumberInput
        label="Streaming speed (tokens per second)"
        min={1}
        max={100_000}
        w={260}
        value={draft.tokensPerSecond}
        onChange={(value) => update({ tokensPerSecond: Number(value) || 1 })}
        data-testid="genai-tokens-per-second"
      />
      <Group align="flex-end" gap="md">
        <Switch
          label="Error mid-stream"
          description='After some chunks, append a bare {"error": …} body to the answer (HTTP 200 already sent)'
          checked={midStream !== null}
          onChange={(e) =>
            update({ midStreamError: e.currentTarget.checked ? { afterChunks: 1, httpStatus: 503 } : null })
          }
          data-testid="genai-fault-mid-stream"
        />
        {midStream && (
          <>
            <AfterChunksInput
              value={midStream.afterChunks}
              onChange={(afterChunks) => update({ midStreamError: { ...midStream, afterChunks } })}
            />
            <NumberInput
              label="Error code"
              min={400}
              max={599}
              w={130}
              allowDecimal={false}
              value={midStream.httpStatus}
              onChange={(value) =>
                update({ midStreamError: { ...midStream, httpStatus: Number(value) || 503 } })
              }
            />
          </>
        )}
      </Group>
      <Group align="flex-end" gap="md">
        <Switch
          label="Cut the connection mid-stream"
          description="After some chunks, drop the socket with no error body"
          checked={cut !== null}
          onChange={(e) => update({ cutStream: e.currentTarget.checked ? { afterChunks: 1 } : null })}
          data-testid="genai-fault-cut"
        />
        {cut && (
          <AfterChunksInput
            value={cut.afterChunks}
            onChange={(afterChunks) => update({ cutStream: { afterChunks } })}
          />
        )}
      </Group>
      <Select
        label="Replay a real recording"
        description="Every generate call answers with this recorded response, paced like the original"
        placeholder="Off: the deterministic responder answers"
        clearable
        w={420}
        data={[...recordings]}
        value={draft.replay}
        onChange={(value) => update({ replay: value })}
        data-testid="genai-replay"
      />
      <ApplySettingsFooter
        onApply={() => apply.mutate(draft)}
        pending={apply.isPending}
        testId="genai-settings-apply"
      />
    </Stack>
  );
}

/** How many chunks a stream fault lets through first (a blank field counts as 0). */
function AfterChunksInput({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  return (
    <NumberInput
      label="After chunks"
      min={0}
      w={130}
      allowDecimal={false}
      value={value}
      onChange={(next) => onChange(Number(next) || 0)}
    />
  );
}
