import type { FilesClient } from '../../services/genai/files/files-client';
import type { Handlers } from '../router';

export function filesHandlers(deps: { files: FilesClient }) {
  return {
    'files:list': (input) => deps.files.list(input),
    'files:get': (input) => deps.files.get(input),
    'files:remove': (input) => deps.files.remove(input),
  } satisfies Partial<Handlers>;
}
