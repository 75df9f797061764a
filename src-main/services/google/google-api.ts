// The shape of the method tables scripts/generate-google-api.ts writes into ./generated/ from the discovery
// documents (https://developers.google.com/discovery/v1/reference/apis). Paths are already the console's:
// the storage service's renames are applied by the generator, so nothing here knows about Drive.

type ParameterLocation = 'path' | 'query';

export interface ApiParameter {
  location: ParameterLocation;
  /** The discovery type: string, integer, number or boolean (int64 values travel as strings). */
  type: string;
  required?: true;
  /** A repeated query parameter is sent once per value (`?id=a&id=b`). */
  repeated?: true;
}

export interface MediaUpload {
  /** MIME patterns the method accepts, e.g. `*\/*`. */
  accept: readonly string[];
  /** The largest upload in bytes, or null when the document sets none. */
  maxBytes: number | null;
  /** Absolute paths on the API's origin (uploadType=media or multipart). */
  simplePath: string | null;
  /** Absolute path of the resumable session start (uploadType=resumable). */
  resumablePath: string | null;
}

export interface ApiMethod {
  /** The discovery document's method id as Google publishes it (e.g. `drive.files.list`), never renamed. */
  id: string;
  httpMethod: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** RFC 6570 template relative to the service path; `{+name}` expands without escaping reserved characters. */
  path: string;
  flatPath: string;
  /** The method's own parameters; the API-wide ones (fields, quotaUser, …) are in GoogleApi.parameters. */
  parameters: Readonly<Record<string, ApiParameter>>;
  parameterOrder: readonly string[];
  /** Schema names (see the generated types) of the JSON request and response bodies. */
  request?: string;
  response?: string;
  mediaUpload?: MediaUpload;
  /** OAuth scopes any one of which authorizes the call. */
  scopes: readonly string[];
}

export interface GoogleApi {
  /** The API's name in the console (`store` for the storage service). */
  name: string;
  version: string;
  revision: string;
  /** Google's origin for the API; a sandbox profile swaps it for the sandbox's. */
  rootUrl: string;
  /** Prefix of every method path, e.g. `store/v3/` (may be empty). */
  servicePath: string;
  batchPath: string;
  parameters: Readonly<Record<string, ApiParameter>>;
  /** Methods by `resource.method` (nested resources joined with dots). */
  methods: Readonly<Record<string, ApiMethod>>;
}
