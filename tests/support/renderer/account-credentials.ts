// What the Settings tests of the credential imports share: a profile with nothing imported, a fake
// window.verity, and a file chosen in a picker as a person would choose it.
import { fireEvent, screen } from '@testing-library/react';
import type { AccountCredentials } from '../../../src-shared/contract/schemas/accounts';
import { createFakeVerity, type FakeVerity } from './fake-verity';

export const noCredentials = (profileId: string): AccountCredentials => ({
  profileId,
  serviceAccount: null,
  oauthClient: null,
});

export function installFakeVerity(handlers: Record<string, (input: unknown) => unknown>): FakeVerity {
  const verity = createFakeVerity(handlers);
  window.verity = verity.api;
  return verity;
}

/** Chooses a JSON file with this text in the file picker inside the element with `testId`. */
export function chooseFile(testId: string, text: string) {
  const picker = screen.getByTestId(testId).querySelector('input[type=file]')!;
  fireEvent.change(picker, {
    target: { files: [new File([text], 'key.json', { type: 'application/json' })] },
  });
}
