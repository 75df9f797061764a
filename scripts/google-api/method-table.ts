// Discovery document → the method table of src-main/services/google/google-api.ts, renames applied.
import type {
  ApiMethod,
  ApiParameter,
  GoogleApi,
  MediaUpload,
} from '../../src-main/services/google/google-api';
import { renameFor, renamePrefix, renameSegments, type ApiRename } from './renames';

/** The parts of a discovery document (https://developers.google.com/discovery/v1/reference/apis) read here. */
export interface DiscoveryDocument extends Pick<
  GoogleApi,
  'name' | 'version' | 'revision' | 'rootUrl' | 'servicePath' | 'batchPath'
> {
  parameters?: Record<string, DiscoveryParameter>;
  resources?: Record<string, DiscoveryResource>;
  schemas?: Record<string, DiscoverySchema>;
}

interface DiscoveryParameter {
  location: string;
  type: string;
  required?: boolean;
  repeated?: boolean;
}

interface DiscoveryResource {
  methods?: Record<string, DiscoveryMethod>;
  resources?: Record<string, DiscoveryResource>;
}

interface DiscoveryMethod {
  id: string;
  httpMethod: ApiMethod['httpMethod'];
  path: string;
  flatPath?: string;
  parameters?: Record<string, DiscoveryParameter>;
  parameterOrder?: string[];
  request?: { $ref: string };
  response?: { $ref: string };
  mediaUpload?: {
    accept?: string[];
    maxSize?: string;
    protocols?: { simple?: { path: string }; resumable?: { path: string } };
  };
  scopes?: string[];
}

export interface DiscoverySchema {
  id?: string;
  type?: string;
  $ref?: string;
  description?: string;
  format?: string;
  enum?: string[];
  items?: DiscoverySchema;
  properties?: Record<string, DiscoverySchema>;
  additionalProperties?: DiscoverySchema;
}

const SIZE_UNITS: Record<string, number> = { '': 1, KB: 2 ** 10, MB: 2 ** 20, GB: 2 ** 30, TB: 2 ** 40 };

/** A discovery maxSize ("5497558138880" or "10MB") in bytes. */
function sizeInBytes(maxSize: string | undefined): number | null {
  const match = /^(\d+)\s*(|KB|MB|GB|TB)$/.exec(maxSize ?? '');
  if (!match) return null;
  return Number(match[1]) * SIZE_UNITS[match[2]!]!;
}

function parameterTable(
  parameters: Record<string, DiscoveryParameter> | undefined,
): Record<string, ApiParameter> {
  const table: Record<string, ApiParameter> = {};
  for (const [name, parameter] of Object.entries(parameters ?? {})) {
    if (parameter.location !== 'path' && parameter.location !== 'query') {
      throw new Error(`parameter ${name}: location ${parameter.location} is not path or query`);
    }
    table[name] = {
      location: parameter.location,
      type: parameter.type,
      ...(parameter.required ? { required: true as const } : {}),
      ...(parameter.repeated ? { repeated: true as const } : {}),
    };
  }
  return table;
}

function mediaUpload(rename: ApiRename, media: DiscoveryMethod['mediaUpload']): MediaUpload | undefined {
  if (!media) return undefined;
  const path = (protocol: { path: string } | undefined) =>
    protocol ? renamePrefix(rename, protocol.path) : null;
  return {
    accept: media.accept ?? [],
    maxBytes: sizeInBytes(media.maxSize),
    simplePath: path(media.protocols?.simple),
    resumablePath: path(media.protocols?.resumable),
  };
}

function methodEntry(rename: ApiRename, method: DiscoveryMethod): ApiMethod {
  const upload = mediaUpload(rename, method.mediaUpload);
  return {
    id: method.id,
    httpMethod: method.httpMethod,
    path: renameSegments(rename, method.path),
    flatPath: renameSegments(rename, method.flatPath ?? method.path),
    parameters: parameterTable(method.parameters),
    parameterOrder: method.parameterOrder ?? [],
    ...(method.request ? { request: method.request.$ref } : {}),
    ...(method.response ? { response: method.response.$ref } : {}),
    ...(upload ? { mediaUpload: upload } : {}),
    scopes: method.scopes ?? [],
  };
}

function collectMethods(
  rename: ApiRename,
  resources: Record<string, DiscoveryResource> | undefined,
  prefix: string,
  into: Record<string, ApiMethod>,
): void {
  for (const [resourceName, resource] of Object.entries(resources ?? {})) {
    const key = `${prefix}${rename.resources[resourceName] ?? resourceName}`;
    for (const [methodName, method] of Object.entries(resource.methods ?? {})) {
      into[`${key}.${methodName}`] = methodEntry(rename, method);
    }
    collectMethods(rename, resource.resources, `${key}.`, into);
  }
}

export function methodTable(document: DiscoveryDocument): GoogleApi {
  const rename = renameFor(document.name);
  const methods: Record<string, ApiMethod> = {};
  collectMethods(rename, document.resources, '', methods);
  return {
    name: rename.name,
    version: document.version,
    revision: document.revision,
    rootUrl: document.rootUrl,
    servicePath: renamePrefix(rename, document.servicePath),
    batchPath: renamePrefix(rename, document.batchPath),
    parameters: parameterTable(document.parameters),
    methods,
  };
}
