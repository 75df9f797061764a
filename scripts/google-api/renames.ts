// The console's storage service is Drive v3 under other names (research: google.md §3): every rename the
// generator applies is in this one table, so the method tables never mention `/drive/v3`.

export interface ApiRename {
  /** The API's name in the console. */
  name: string;
  /** Path prefixes, replaced at the start of servicePath, batchPath and the media upload paths. */
  prefixes: ReadonlyArray<readonly [from: string, to: string]>;
  /** Resource names, renamed in the method keys and as path segments (`drives/{driveId}` → `stores/{driveId}`). */
  resources: Readonly<Record<string, string>>;
}

const API_RENAMES: Readonly<Record<string, ApiRename>> = {
  drive: {
    name: 'store',
    prefixes: [
      ['drive/v3/', 'store/v3/'],
      ['batch/drive/v3', 'batch/store/v3'],
      ['/upload/drive/v3/', '/upload/store/v3/'],
      ['/resumable/upload/drive/v3/', '/resumable/upload/store/v3/'],
    ],
    resources: { drives: 'stores' },
  },
};

const NO_RENAME: ApiRename = { name: '', prefixes: [], resources: {} };

export function renameFor(apiName: string): ApiRename {
  return API_RENAMES[apiName] ?? { ...NO_RENAME, name: apiName };
}

export function renamePrefix(rename: ApiRename, path: string): string {
  for (const [from, to] of rename.prefixes) {
    if (path.startsWith(from)) return to + path.slice(from.length);
  }
  return path;
}

export function renameSegments(rename: ApiRename, path: string): string {
  return path
    .split('/')
    .map((segment) => rename.resources[segment] ?? segment)
    .join('/');
}
