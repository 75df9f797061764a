// File IDs: files.generateIds hands out IDs a caller may then give files.create (or files.copy), each once,
// which makes a create safe to repeat (research google.md §3.1); without one a new file gets a fresh ID.
import { driveError, invalidParameterValue, type Answer } from './drive-errors';
import type { Caller } from './file-access';
import { isFileIdShape, newFileId } from './file-record';
import type { StorageState } from './storage-state';

/** generateIds keeps this many unused IDs per caller; older ones stop being usable. */
const KEPT_IDS = 10_000;

/** GET /store/v3/files/generateIds. */
export function generateIds(params: URLSearchParams, caller: Caller, state: StorageState): Answer {
  const countText = params.get('count') ?? '10';
  const count = Number(countText);
  if (!Number.isInteger(count) || count < 1 || count > 1000)
    return invalidParameterValue(
      'count',
      `Invalid value '${countText}'. Values must be within the range: [1, 1000]`,
    );
  const space = params.get('space') ?? 'drive';
  if (space !== 'drive' && space !== 'appDataFolder') return invalidParameterValue('space', 'Invalid Value');
  const type = params.get('type') ?? 'files';
  if (type !== 'files' && type !== 'shortcuts') return invalidParameterValue('type', 'Invalid Value');
  if (type === 'shortcuts' && space !== 'drive')
    return invalidParameterValue('type', 'Shortcuts can only be created in the drive space.');
  const ids = Array.from({ length: count }, () => newFileId());
  const mine = [...(state.generatedIds.get(caller.identity) ?? []), ...ids].slice(-KEPT_IDS);
  state.generatedIds.set(caller.identity, new Set(mine));
  return { status: 200, body: { kind: 'drive#generatedIds', space, ids } };
}

/** The ID for a new file: one generateIds gave the caller, or a fresh one. */
export function takeId(given: unknown, caller: Caller, state: StorageState): string | Answer {
  if (given === undefined) return newFileId();
  if (typeof given !== 'string' || !isFileIdShape(given))
    return driveError(400, 'invalid', 'Invalid value for id: not a file ID.', { location: 'id' });
  if (state.get(given))
    return driveError(409, 'duplicate', 'A file already exists with the provided ID.', { location: 'id' });
  const mine = state.generatedIds.get(caller.identity);
  if (!mine?.delete(given))
    return driveError(400, 'invalid', 'The provided file ID is not usable.', { location: 'id' });
  return given;
}
