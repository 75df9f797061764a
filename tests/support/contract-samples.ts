import { NO_FAULTS } from '../../src-shared/contract/schemas/sandbox';
import { placeholderPem } from './placeholder-pem';

/**
 * One valid input per contract channel (the fuzz test mutates these) and the
 * keys each requires. A channel missing here fails the coverage test.
 */
export const VALID_INPUTS: Record<string, { input: Record<string, unknown>; required: string[] }> = {
  'app:info': { input: {}, required: [] },
  'app:ping': { input: { payload: 'hello' }, required: ['payload'] },
  'log:getInfo': { input: { profileId: 'sandbox' }, required: [] },
  'log:getEntry': { input: { profileId: 'sandbox', logIndex: '12', diagnose: true }, required: [] },
  'log:search': {
    input: { profileId: 'sandbox', hash: `sha256:${'ab'.repeat(32)}`, operator: 'or', page: 0, pageSize: 20 },
    required: ['page', 'pageSize', 'hash'],
  },
  'log:browse': { input: { profileId: 'sandbox', before: '100', count: 25 }, required: ['count'] },
  'log:consistency': {
    input: {
      profileId: 'sandbox',
      treeID: '1234',
      firstSize: '10',
      firstRoot: 'cd'.repeat(32),
      lastSize: '20',
    },
    required: ['firstSize', 'firstRoot'],
  },
  'log:createHashedRekord': {
    input: { profileId: 'sandbox', keyId: 'key-0123456789abcdef', artifactSha256: 'ef'.repeat(32) },
    required: ['keyId', 'artifactSha256'],
  },
  'log:createDsse': {
    input: {
      profileId: 'sandbox',
      keyId: 'key-0123456789abcdef',
      payloadType: 'application/vnd.in-toto+json',
      payload: 'eyJfdHlwZSI6Imh0dHBzOi8vaW4tdG90by5pby9TdGF0ZW1lbnQvdjEifQ==',
    },
    required: ['keyId', 'payloadType', 'payload'],
  },
  'trust:list': { input: {}, required: [] },
  'trust:importTrustedRoot': {
    input: {
      name: 'Production',
      json: '{"mediaType":"application/vnd.dev.sigstore.trustedroot+json;version=0.1"}',
    },
    required: ['name', 'json'],
  },
  'trust:importPem': {
    input: {
      pem: '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n-----END PUBLIC KEY-----\n',
      name: 'rekor.example',
      baseUrl: 'https://rekor.example',
    },
    required: ['pem'],
  },
  'trust:remove': { input: { id: 'pin-0123456789ab' }, required: ['id'] },
  'trust:checkLogKey': { input: { profileId: 'sandbox', treeID: '1234' }, required: [] },
  'monitor:status': { input: {}, required: [] },
  'monitor:configure': {
    input: { profileId: 'sandbox', enabled: true, intervalSeconds: 300 },
    required: ['profileId', 'enabled', 'intervalSeconds'],
  },
  'monitor:checkNow': { input: { profileId: 'sandbox' }, required: [] },
  'monitor:history': {
    input: { profileId: 'sandbox', treeID: '1234', limit: 50 },
    required: ['profileId', 'limit'],
  },
  'monitor:acknowledge': { input: { id: 'alert-1-abcd' }, required: ['id'] },
  'monitor:exportEvidence': { input: { id: 'alert-1-abcd' }, required: ['id'] },
  'monitor:events': { input: {}, required: [] },
  'audit:verify': {
    input: {
      files: [{ name: 'entry.json', content: '{}' }],
      artifact: { name: 'a.txt', sha256: '01'.repeat(32) },
    },
    required: ['files'],
  },
  'audit:export': { input: { id: 'audit-1-abcd', format: 'report-html' }, required: ['id', 'format'] },
  'audit:fileDetail': {
    input: { name: 'bundles/a.sigstore.json', content: '{}' },
    required: ['name', 'content'],
  },
  'keys:list': { input: {}, required: [] },
  'keys:generate': { input: { name: 'laptop', algorithm: 'ecdsa-p256' }, required: ['name', 'algorithm'] },
  'keys:import': {
    input: {
      name: 'ci key',
      privateKeyPem: `${placeholderPem('PRIVATE KEY', 'not-a-key-just-enough-text-for-the-schema')}\n`,
    },
    required: ['name', 'privateKeyPem'],
  },
  'keys:remove': { input: { id: 'key-0123456789abcdef' }, required: ['id'] },
  'inspector:list': { input: { service: 'tlog', limit: 10 }, required: [] },
  'inspector:get': { input: { id: 'missing' }, required: ['id'] },
  'inspector:clear': { input: {}, required: [] },
  'inspector:asCurl': { input: { id: 'missing' }, required: ['id'] },
  'inspector:follow': { input: {}, required: [] },
  'profiles:list': { input: {}, required: [] },
  'profiles:save': {
    input: {
      profile: {
        name: 'Staging',
        endpoints: {
          tlog: 'https://log.example',
          genai: 'https://gen.example',
          indexing: 'https://idx.example',
          analytics: 'https://yta.example',
          storage: 'https://store.example',
        },
      },
    },
    required: ['profile'],
  },
  'profiles:remove': { input: { id: 'staging' }, required: ['id'] },
  'profiles:setActive': { input: { id: 'sandbox' }, required: ['id'] },
  'vault:status': { input: {}, required: [] },
  'vault:setSecret': {
    input: { profileId: 'staging', service: 'genai', name: 'apiKey', value: 'value-1234' },
    required: ['profileId', 'service', 'name', 'value'],
  },
  'vault:deleteSecret': {
    input: { profileId: 'staging', service: 'genai', name: 'apiKey' },
    required: ['profileId', 'service', 'name'],
  },
  'vault:unlock': { input: { passphrase: 'correct horse battery' }, required: ['passphrase'] },
  'vault:setPolicy': { input: { allowInsecureBackend: false }, required: ['allowInsecureBackend'] },
  'accounts:status': { input: { profileId: 'sandbox' }, required: ['profileId'] },
  'accounts:signIn': { input: { profileId: 'sandbox' }, required: ['profileId'] },
  'accounts:cancel': { input: { profileId: 'sandbox' }, required: ['profileId'] },
  'accounts:signOut': { input: { profileId: 'sandbox' }, required: ['profileId'] },
  'accounts:credentials': { input: { profileId: 'sandbox' }, required: ['profileId'] },
  'accounts:importServiceAccount': {
    input: {
      profileId: 'sandbox',
      json: '{"type":"service_account","client_email":"sa@p.iam.gserviceaccount.com"}',
    },
    required: ['profileId', 'json'],
  },
  'accounts:forgetServiceAccount': { input: { profileId: 'sandbox' }, required: ['profileId'] },
  'accounts:importClient': {
    input: { profileId: 'staging', json: '{"installed":{"client_id":"1-a.apps.googleusercontent.com"}}' },
    required: ['profileId', 'json'],
  },
  'sandbox:status': { input: {}, required: [] },
  'sandbox:getFaults': { input: {}, required: [] },
  'sandbox:setFaults': {
    input: { service: 'genai', faults: { ...NO_FAULTS } },
    required: ['service', 'faults'],
  },
  'sandbox:resetFaults': { input: {}, required: [] },
  'sandbox:getLogFaults': { input: {}, required: [] },
  'sandbox:setLogFaults': {
    input: {
      faults: { tamperedProofs: null, badCheckpointSignature: false, forkedTree: null, rotatedKey: false },
    },
    required: ['faults'],
  },
  'sandbox:rotateLogShard': { input: {}, required: [] },
  'chat:models': { input: {}, required: [] },
  'chat:countTokens': {
    input: {
      settings: { model: 'models/gemini-2.5-flash' },
      contents: [{ role: 'user', parts: [{ text: 'hello' }] }],
    },
    required: ['settings', 'contents'],
  },
  'chat:generate': {
    input: {
      settings: { model: 'models/gemini-2.5-flash', temperature: 0.7, stopSequences: ['END'] },
      contents: [{ role: 'user', parts: [{ text: 'hello' }] }],
      stream: true,
    },
    required: ['settings', 'contents'],
  },
  'chat:list': { input: {}, required: [] },
  'chat:search': { input: { query: 'witness' }, required: ['query'] },
  'chat:get': { input: { id: 'chat-1' }, required: ['id'] },
  'chat:save': {
    input: {
      chat: {
        id: 'chat-1',
        title: 'A chat',
        createdAt: 1,
        updatedAt: 2,
        settings: { model: 'models/gemini-2.5-flash' },
        turns: [{ id: 't1', parentId: null, role: 'user', parts: [{ text: 'hi' }], createdAt: 1 }],
      },
    },
    required: ['chat'],
  },
  'chat:remove': { input: { id: 'chat-1' }, required: ['id'] },
  'chat:saveDraft': {
    input: { chatId: 'chat-1', draft: { text: 'unsent', savedAt: 3 } },
    required: ['chatId', 'draft'],
  },
  'chat:presets': { input: {}, required: [] },
  'chat:savePreset': {
    input: { name: 'Terse', settings: { model: 'models/gemini-2.5-flash', temperature: 0.2 } },
    required: ['name', 'settings'],
  },
  'chat:removePreset': { input: { id: 'preset-1' }, required: ['id'] },
  'sandbox:getGenaiSettings': { input: {}, required: [] },
  'sandbox:setGenaiSettings': {
    input: { settings: { tokensPerSecond: 200, midStreamError: null, cutStream: null, replay: null } },
    required: ['settings'],
  },
  'sandbox:revealApiKey': { input: {}, required: [] },
  'sandbox:oauthFiles': { input: {}, required: [] },
  'journal:list': {
    input: {
      service: 'tlog',
      kind: 'create-entry',
      outcome: 'unknown',
      since: 1_700_000_000_000,
      until: 1_800_000_000_000,
      page: 0,
      pageSize: 20,
    },
    required: [],
  },
  'journal:verify': { input: {}, required: [] },
  'journal:export': {
    input: { service: 'tlog', outcome: 'unknown', since: 1_700_000_000_000 },
    required: [],
  },
  'journal:check': { input: { opId: '0b0c5f6e-4d2a-4c1b-9f43-2a6f4c8e1d20' }, required: ['opId'] },
  'journal:undo': { input: { opId: '0b0c5f6e-4d2a-4c1b-9f43-2a6f4c8e1d20' }, required: ['opId'] },
  'journal:publicKey': { input: {}, required: [] },
  'files:list': { input: { profileId: 'sandbox', pageSize: 20, pageToken: 'ZmlsZXMvYWJj' }, required: [] },
  'files:get': { input: { profileId: 'sandbox', name: 'files/abc-123' }, required: ['name'] },
  'files:remove': { input: { profileId: 'sandbox', name: 'files/abc-123' }, required: ['name'] },
  'transfers:list': { input: {}, required: [] },
  'transfers:events': { input: {}, required: [] },
  'transfers:upload': {
    input: {
      profileId: 'sandbox',
      service: 'genai',
      source: { kind: 'browser', name: 'report.pdf', lastModified: 1_700_000_000_000 },
      size: 1024,
      displayName: 'Report',
      mimeType: 'application/pdf',
    },
    required: ['service', 'source', 'size'],
  },
  'transfers:uploadPicked': { input: { profileId: 'sandbox', service: 'genai' }, required: ['service'] },
  'transfers:uploadPickedFolder': {
    input: { profileId: 'sandbox', folder: { id: 'root', path: '' } },
    required: ['folder'],
  },
  'transfers:sendChunk': {
    input: { id: 'transfer-1', offset: 0, data: 'aGVsbG8=' },
    required: ['id', 'offset', 'data'],
  },
  'transfers:download': {
    input: {
      profileId: 'sandbox',
      service: 'storage',
      fileIds: ['f1'],
      exportMimeType: 'application/pdf',
    },
    required: ['service', 'fileIds'],
  },
  'transfers:readChunk': { input: { id: 'transfer-1', offset: 0 }, required: ['id', 'offset'] },
  'transfers:pause': { input: { id: 'transfer-1' }, required: ['id'] },
  'transfers:resume': { input: { id: 'transfer-1' }, required: ['id'] },
  'transfers:cancel': { input: { id: 'transfer-1' }, required: ['id'] },
  'transfers:retry': { input: { id: 'transfer-1' }, required: ['id'] },
  'transfers:clearFinished': { input: {}, required: [] },
  'transfers:setSettings': {
    input: { concurrency: 2, bandwidthBytesPerSecond: null },
    required: ['concurrency', 'bandwidthBytesPerSecond'],
  },
  'urls:list': {
    input: {
      profileId: 'sandbox',
      search: 'articles',
      filter: { queue: 'queued', owned: 'owner', preflight: 'pass', errorGroup: 'quota' },
      offset: 200,
      limit: 200,
    },
    required: ['offset', 'limit'],
  },
  'urls:add': {
    input: {
      profileId: 'sandbox',
      urls: ['/about', 'https://www.example.com/'],
      base: 'https://www.example.com/',
    },
    required: ['urls'],
  },
  'urls:importSitemap': {
    input: { profileId: 'sandbox', source: { kind: 'url', url: 'https://www.example.com/sitemap.xml' } },
    required: ['source'],
  },
  'urls:remove': {
    input: { profileId: 'sandbox', target: { urls: ['https://www.example.com/'] } },
    required: ['target'],
  },
  'urls:preflight': {
    input: {
      profileId: 'sandbox',
      target: { all: true, filter: { preflight: 'none' } },
      intent: 'URL_DELETED',
    },
    required: ['target', 'intent'],
  },
  'urls:sites': { input: { profileId: 'sandbox' }, required: [] },
  'urls:notify': {
    input: {
      profileId: 'sandbox',
      target: { all: true },
      type: 'URL_UPDATED',
      sendAnyway: false,
    },
    required: ['target', 'type', 'sendAnyway'],
  },
  'urls:cancel': { input: { profileId: 'sandbox', target: { all: true } }, required: ['target'] },
  'urls:queue': { input: { profileId: 'sandbox' }, required: [] },
  'urls:events': { input: { profileId: 'sandbox' }, required: [] },
  'urls:refresh': {
    input: { profileId: 'sandbox', target: { all: true, search: 'jobs' } },
    required: ['target'],
  },
  'urls:settings': { input: {}, required: [] },
  'urls:setSettings': {
    input: { cooldownDays: 14, dailyQuota: 200, metadataPerMinute: 180 },
    required: ['cooldownDays', 'dailyQuota', 'metadataPerMinute'],
  },
  'urls:history': { input: { profileId: 'sandbox', days: 14 }, required: ['days'] },
  'urls:export': { input: { profileId: 'sandbox', format: 'csv' }, required: ['format'] },
  'analytics:query': {
    input: {
      profileId: 'sandbox',
      startDate: '2026-01-01',
      endDate: '2026-01-28',
      metrics: 'views,likes',
      dimensions: 'day',
      filters: 'country==US',
      sort: '-views',
      maxResults: 10,
      startIndex: 1,
      currency: 'EUR',
    },
    required: ['startDate', 'endDate', 'metrics'],
  },
  'analytics:groups': { input: { profileId: 'sandbox' }, required: [] },
  'analytics:saveGroup': {
    input: { profileId: 'sandbox', title: 'Favourites', itemType: 'youtube#video' },
    required: ['title', 'itemType'],
  },
  'analytics:removeGroup': { input: { profileId: 'sandbox', id: 'g1' }, required: ['id'] },
  'analytics:groupItems': { input: { profileId: 'sandbox', groupId: 'g1' }, required: ['groupId'] },
  'analytics:addGroupItem': {
    input: { profileId: 'sandbox', groupId: 'g1', kind: 'youtube#video', resourceId: 'v1' },
    required: ['groupId', 'kind', 'resourceId'],
  },
  'analytics:removeGroupItem': {
    input: { profileId: 'sandbox', groupId: 'g1', id: 'i1' },
    required: ['groupId', 'id'],
  },
  'analytics:reports': { input: {}, required: [] },
  'analytics:saveReport': {
    input: {
      name: 'Daily views',
      query: { startDate: '2026-01-01', endDate: '2026-01-28', metrics: 'views', dimensions: 'day' },
      chart: 'line',
    },
    required: ['name', 'query', 'chart'],
  },
  'analytics:removeReport': { input: { id: 'r1' }, required: ['id'] },
  'analytics:dashboards': { input: {}, required: [] },
  'analytics:saveDashboard': {
    input: { name: 'Morning', tiles: [{ reportId: 'r1', x: 0, y: 0, w: 12, h: 4 }] },
    required: ['name', 'tiles'],
  },
  'analytics:removeDashboard': { input: { id: 'd1' }, required: ['id'] },
  'storage:list': {
    input: {
      profileId: 'sandbox',
      view: { kind: 'folder', folderId: 'root' },
      orderBy: 'folder,name_natural',
      pageSize: 100,
      pageToken: 'next',
    },
    required: ['view'],
  },
  'storage:stores': { input: { profileId: 'sandbox' }, required: [] },
  'storage:path': { input: { profileId: 'sandbox', fileId: 'f1' }, required: ['fileId'] },
  'storage:createFolder': {
    input: { profileId: 'sandbox', parentId: 'root', name: 'Reports' },
    required: ['parentId', 'name'],
  },
  'storage:makeFolders': {
    input: { profileId: 'sandbox', parentId: 'root', paths: ['photos', 'photos/2024'] },
    required: ['parentId', 'paths'],
  },
  'storage:rename': {
    input: { profileId: 'sandbox', fileId: 'f1', name: 'b.txt' },
    required: ['fileId', 'name'],
  },
  'storage:move': {
    input: { profileId: 'sandbox', fileIds: ['f1'], toFolderId: 'd1' },
    required: ['fileIds', 'toFolderId'],
  },
  'storage:star': {
    input: { profileId: 'sandbox', fileIds: ['f1'], starred: true },
    required: ['fileIds', 'starred'],
  },
  'storage:trash': { input: { profileId: 'sandbox', fileIds: ['f1'] }, required: ['fileIds'] },
  'storage:restore': { input: { profileId: 'sandbox', fileIds: ['f1'] }, required: ['fileIds'] },
  'storage:remove': { input: { profileId: 'sandbox', fileIds: ['f1'] }, required: ['fileIds'] },
  'storage:emptyTrash': { input: { profileId: 'sandbox' }, required: [] },
  'storage:searches': { input: {}, required: [] },
  'storage:saveSearch': {
    input: { name: 'Big PDFs', q: "mimeType = 'application/pdf'" },
    required: ['name', 'q'],
  },
  'storage:removeSearch': { input: { id: 'search-1' }, required: ['id'] },
  'storage:copy': {
    input: { profileId: 'sandbox', fileIds: ['f1'], toFolderId: 'root' },
    required: ['fileIds', 'toFolderId'],
  },
  'storage:shortcut': {
    input: { profileId: 'sandbox', targetId: 'f1', folderId: 'root' },
    required: ['targetId', 'folderId'],
  },
  'storage:exportFormats': { input: { profileId: 'sandbox' }, required: [] },
  'storage:usage': { input: { profileId: 'sandbox' }, required: [] },
  'storage:duplicates': { input: { profileId: 'sandbox' }, required: [] },
  'storage:changes': { input: { profileId: 'sandbox', pageToken: '42' }, required: [] },
  'storage:revisions': { input: { profileId: 'sandbox', fileId: 'f1' }, required: ['fileId'] },
  'storage:keepRevision': {
    input: { profileId: 'sandbox', fileId: 'f1', revisionId: '0Brev1', keepForever: true },
    required: ['fileId', 'revisionId', 'keepForever'],
  },
  'storage:deleteRevision': {
    input: { profileId: 'sandbox', fileId: 'f1', revisionId: '0Brev1' },
    required: ['fileId', 'revisionId'],
  },
  'storage:comments': { input: { profileId: 'sandbox', fileId: 'f1' }, required: ['fileId'] },
  'storage:addComment': {
    input: { profileId: 'sandbox', fileId: 'f1', content: 'Please check', quotedText: 'line one' },
    required: ['fileId', 'content'],
  },
  'storage:reply': {
    input: { profileId: 'sandbox', fileId: 'f1', commentId: 'AAAAc1', content: 'Done', action: 'resolve' },
    required: ['fileId', 'commentId'],
  },
  'storage:deleteComment': {
    input: { profileId: 'sandbox', fileId: 'f1', commentId: 'AAAAc1', replyId: 'AAAAr1' },
    required: ['fileId', 'commentId'],
  },
  'storage:permissions': { input: { profileId: 'sandbox', fileId: 'f1' }, required: ['fileId'] },
  'storage:share': {
    input: {
      profileId: 'sandbox',
      fileId: 'f1',
      grantee: { type: 'user', emailAddress: 'grace@example.com', expirationTime: '2027-01-31T00:00:00Z' },
      role: 'reader',
      notify: true,
      message: 'Have a look',
    },
    required: ['fileId', 'grantee', 'role', 'notify'],
  },
  'storage:updatePermission': {
    input: { profileId: 'sandbox', fileId: 'f1', permissionId: '12345678901234567890', role: 'writer' },
    required: ['fileId', 'permissionId'],
  },
  'storage:unshare': {
    input: { profileId: 'sandbox', fileId: 'f1', permissionId: 'anyoneWithLink' },
    required: ['fileId', 'permissionId'],
  },
  'storage:transferOwnership': {
    input: { profileId: 'sandbox', fileId: 'f1', emailAddress: 'grace@example.com' },
    required: ['fileId', 'emailAddress'],
  },
};

const HUGE = 'x'.repeat(5 * 1024 * 1024);

/** Values of the wrong type for whatever a valid value is, plus oversized and hostile ones. */
function wrongValues(valid: unknown): unknown[] {
  const values: unknown[] = [null, [], HUGE];
  if (typeof valid !== 'number') values.push(12345, -1.5);
  if (typeof valid !== 'boolean') values.push(true);
  if (typeof valid !== 'object' || valid === null) values.push({ nested: 'object' });
  else values.push('not an object');
  return values;
}

/** Malformed payloads for one channel: wrong top-level shapes, each field wrong, required fields missing, pollution keys. */
export function malformedInputs(channel: string): Array<{ label: string; input: unknown }> {
  const sample = VALID_INPUTS[channel];
  if (!sample) throw new Error(`no sample for ${channel}`);
  const out: Array<{ label: string; input: unknown }> = [
    { label: 'null', input: null },
    { label: 'number', input: 7 },
    { label: 'string', input: 'payload' },
    { label: 'array', input: [sample.input] },
    { label: 'huge string', input: HUGE },
    {
      label: '__proto__ key',
      input: Object.assign(JSON.parse('{"__proto__":{"polluted":true}}') as object, sample.input),
    },
    { label: 'constructor key', input: { ...sample.input, constructor: { prototype: { polluted: true } } } },
    { label: 'unknown key', input: { ...sample.input, [`k${'y'.repeat(1000)}`]: 1 } },
  ];
  for (const [key, value] of Object.entries(sample.input)) {
    // A nullable field's sample may be null itself: that one is valid.
    for (const wrong of wrongValues(value).filter((wrong) => wrong !== value)) {
      out.push({
        label: `${key} = ${typeof wrong === 'string' ? `string(${wrong.length})` : JSON.stringify(wrong)}`,
        input: { ...sample.input, [key]: wrong },
      });
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const firstNested = Object.keys(value)[0];
      if (firstNested) {
        out.push({
          label: `${key}.${firstNested} = ['wrong']`,
          input: { ...sample.input, [key]: { ...value, [firstNested]: ['wrong'] } },
        });
      }
    }
  }
  for (const key of sample.required) {
    const { [key]: _removed, ...rest } = sample.input;
    out.push({ label: `missing ${key}`, input: rest });
  }
  return out;
}
