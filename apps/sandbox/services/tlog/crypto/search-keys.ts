// The fingerprints a public key in an index search is looked up under, per PKI format, as
// sigstore/rekor:pkg/api/index.go does: the content is the key file's bytes (base64 on the wire), the PKI
// parses it (pkg/pki/x509, pkg/pki/ssh, pkg/pki/minisign NewPublicKey) and the index key is the SHA-256 of
// its canonical value. This log stores x509 verifiers only, so an SSH or minisign key parses and finds
// nothing, as it would on a Rekor holding no entry signed with it.
import { createHash } from 'node:crypto';
import { decodeBase64 } from '../../../../../src-main/verification/tlog/encoding';
import { EntryRejection } from '../kinds/entry-rejection';
import { verifierFromPem } from './verifier-material';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** golang.org/x/crypto/ssh key types ParseAuthorizedKey reads (plain keys and their certificates). */
const SSH_KEY_TYPES = new Set(
  [
    'ssh-rsa',
    'ssh-dss',
    'ssh-ed25519',
    'ecdsa-sha2-nistp256',
    'ecdsa-sha2-nistp384',
    'ecdsa-sha2-nistp521',
    'sk-ecdsa-sha2-nistp256@openssh.com',
    'sk-ssh-ed25519@openssh.com',
  ].flatMap((type) => [type, type.replace(/(@openssh\.com)?$/, '-cert-v01@openssh.com')]),
);

/** The key type written at the start of an SSH wire-format key blob (a uint32 length, then the name). */
function blobKeyType(blob: Uint8Array): string | null {
  if (blob.length < 4) return null;
  const length = new DataView(blob.buffer, blob.byteOffset, blob.byteLength).getUint32(0);
  if (length > blob.length - 4) return null;
  return Buffer.from(blob.subarray(4, 4 + length)).toString('latin1');
}

/**
 * ssh.ParseAuthorizedKey: the first line of `type base64 [comment]` (optionally after an options field)
 * whose blob names the same known type; the canonical value is ssh.MarshalAuthorizedKey, `type base64\n`.
 */
function sshCanonical(text: string): string {
  for (const line of text.split('\n')) {
    const fields = line.trim().split(/\s+/);
    if (fields[0] === '' || fields[0]!.startsWith('#')) continue;
    for (const start of [0, 1]) {
      const [type, encoded] = [fields[start], fields[start + 1]];
      if (!type || !encoded || !SSH_KEY_TYPES.has(type)) continue;
      const blob = decodeBase64(encoded);
      if (blob && blobKeyType(blob) === type) return `${type} ${encoded}\n`;
    }
  }
  throw new EntryRejection('ssh: no key found');
}

/**
 * go-minisign DecodePublicKey (an `untrusted comment:` line, then the key) or NewPublicKey (the key line
 * alone): 42 bytes of base64, algorithm, key ID, then the Ed25519 key, whose base64 is the canonical value.
 */
function minisignCanonical(text: string): string {
  const lines = text.trim().split('\n');
  const keyLine = (lines.length >= 2 ? lines[1]! : lines[0]!).trim();
  const bytes = decodeBase64(keyLine);
  if (!bytes || bytes.length !== 42) throw new EntryRejection('unable to read minisign public key');
  return Buffer.from(bytes.subarray(10)).toString('base64');
}

/** The key formats this log can search by. */
export const SEARCHABLE_KEY_FORMATS = ['x509', 'ssh', 'minisign'] as const;
type SearchableKeyFormat = (typeof SEARCHABLE_KEY_FORMATS)[number];

export function isSearchableKeyFormat(format: string): format is SearchableKeyFormat {
  return (SEARCHABLE_KEY_FORMATS as readonly string[]).includes(format);
}

/** The index keys (SHA-256 hex fingerprints) a searched key is looked up under; throws EntryRejection. */
export function searchKeyFingerprints(format: SearchableKeyFormat, keyFile: Uint8Array): string[] {
  if (format === 'x509') return verifierFromPem(keyFile).fingerprints;
  const text = Buffer.from(keyFile).toString('utf8');
  return [sha256Hex(format === 'ssh' ? sshCanonical(text) : minisignCanonical(text))];
}
