import { Alert, Badge, Button, Group, Skeleton, Tabs, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { ErrorAlert } from '@/components/error-alert';
import { MonoValue } from '@/components/mono-value';
import { useSandboxStatus } from '@/hooks/use-sandbox-status';
import { SERVICE_IDS, SERVICE_LABELS } from '@/lib/contract';
import { useGenaiSettings } from '../api/get-genai-settings';
import { useLogFaults } from '../api/get-log-faults';
import { useSandboxFaults } from '../api/get-sandbox-faults';
import { useResetSandboxFaults } from '../api/reset-sandbox-faults';
import { hasFaults, hasGenaiFaults, hasLogFaults } from '../utils/fault-draft';
import { FaultForm } from './fault-form';
import { GenaiStreamForm } from './genai-stream-form';
import { LogFaultsForm } from './log-faults-form';
import { SettingsSection } from './settings-section';

/** The embedded sandbox: where it runs and which faults it injects, per service. */
export function SandboxSection() {
  const status = useSandboxStatus();
  const running = status.data?.running === true;
  const faults = useSandboxFaults(running);
  const logFaults = useLogFaults(running);
  const genai = useGenaiSettings(running);
  const reset = useResetSandboxFaults();

  return (
    <SettingsSection
      title="Sandbox faults"
      description="Make the local sandbox slow or unreliable on purpose, to see how the console copes. Faults affect only the sandbox, never real endpoints."
      testId="settings-sandbox"
      actions={
        <Button
          variant="default"
          leftSection={<IconRestore size={16} />}
          disabled={!faults.data}
          loading={reset.isPending}
          onClick={() => reset.mutate()}
          data-testid="faults-reset-all"
        >
          Reset all
        </Button>
      }
    >
      {status.isPending && <Skeleton height={24} width={360} />}
      <ErrorAlert title="Could not read the sandbox status" query={status} />
      {status.data && (
        <Group gap="sm">
          <Badge color={running ? 'teal' : 'gray'} variant="dot">
            {running ? 'running' : 'not running'}
          </Badge>
          {status.data.baseUrl && (
            <MonoValue value={status.data.baseUrl} copyLabel="Copy sandbox URL" testId="sandbox-base-url" />
          )}
          <Text size="xs" c="dimmed">
            {status.data.apiKeyHeld ? 'Verity holds the sandbox API key.' : 'No sandbox API key is held.'}
          </Text>
        </Group>
      )}
      {status.data && status.data.restarts > 0 && (
        <Text size="xs" c="dimmed" data-testid="sandbox-restarts">
          Its process stopped unexpectedly and was started again {status.data.restarts}{' '}
          {status.data.restarts === 1 ? 'time' : 'times'} (last: it {status.data.lastExit}).
        </Text>
      )}
      {status.data && !running && (
        <Alert color="gray">
          {status.data.lastExit
            ? `The embedded sandbox is not running: its process ${status.data.lastExit}. Verity is starting it again.`
            : 'The embedded sandbox is not running, so there are no faults to set. Restart Verity to start it.'}
        </Alert>
      )}
      <ErrorAlert title="Could not read the sandbox faults" query={faults} />
      {running && faults.isPending && <Skeleton height={160} />}
      {faults.data && (
        <Tabs defaultValue="tlog" keepMounted={false}>
          <Tabs.List>
            {SERVICE_IDS.map((service) => (
              <Tabs.Tab
                key={service}
                value={service}
                rightSection={
                  hasFaults(faults.data[service]) ? (
                    <Badge size="xs" color="orange">
                      on
                    </Badge>
                  ) : undefined
                }
              >
                {SERVICE_LABELS[service]}
              </Tabs.Tab>
            ))}
            <Tabs.Tab
              value="tlog-misbehaviour"
              rightSection={
                logFaults.data && hasLogFaults(logFaults.data) ? (
                  <Badge size="xs" color="orange">
                    on
                  </Badge>
                ) : undefined
              }
            >
              Log misbehaviour
            </Tabs.Tab>
            <Tabs.Tab
              value="genai-stream"
              rightSection={
                genai.data && (hasGenaiFaults(genai.data.settings) || genai.data.settings.replay !== null) ? (
                  <Badge size="xs" color="orange">
                    on
                  </Badge>
                ) : undefined
              }
            >
              Generation stream
            </Tabs.Tab>
          </Tabs.List>
          {SERVICE_IDS.map((service) => (
            <Tabs.Panel key={service} value={service} pt="md">
              <FaultForm
                key={JSON.stringify(faults.data[service])}
                service={service}
                current={faults.data[service]}
              />
            </Tabs.Panel>
          ))}
          <Tabs.Panel value="tlog-misbehaviour" pt="md">
            {logFaults.data ? (
              <LogFaultsForm key={JSON.stringify(logFaults.data)} current={logFaults.data} />
            ) : (
              <Skeleton height={120} />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="genai-stream" pt="md">
            {genai.data ? (
              <GenaiStreamForm
                key={JSON.stringify(genai.data.settings)}
                current={genai.data.settings}
                recordings={genai.data.recordings}
              />
            ) : (
              <Skeleton height={120} />
            )}
          </Tabs.Panel>
        </Tabs>
      )}
    </SettingsSection>
  );
}
