// Demo data for a fresh log: a few hundred entries an operator would recognise, spread over the last three
// days. Mostly hashedrekord (keyless signatures with Fulcio-style certificates for people and CI, plus
// long-lived P-256, P-384 and RSA keys), SLSA provenance as dsse and intoto entries, a few rekord. Every
// entry is built and signed for real and goes through the same validation as a POST would. The first 40%
// form a shard that is then frozen, so an inactive shard exists from the start.
import {
  createHash,
  generateKeyPair,
  generateKeyPairSync,
  randomBytes,
  randomInt,
  type KeyObject,
} from 'node:crypto';
import { promisify } from 'node:util';
import { IN_TOTO_PAYLOAD_TYPE } from '../../../../../src-main/verification/sigstore/dsse';
import { canonicalizeProposedValue } from '../kinds/proposed-entry';
import type { SeedPlan } from '../transparency-log';
import { createDemoCa, issueSigningCertificate, type DemoCa, type OidcIdentity } from './demo-fulcio';
import { ARTIFACT_NAMES, githubWorkflow, gitlabPipeline, PEOPLE } from './demo-identities';
import {
  dsseProposal,
  hashedRekordProposal,
  intotoV001Proposal,
  intotoV002Proposal,
  keySigner,
  rekordProposal,
  type Signer,
} from './entry-builders';
import { slsaV02Statement, slsaV1Statement } from './provenance';

const HOUR = 3600;
const SPAN_SECONDS = 72 * HOUR;
const FIRST_SHARD_SHARE = 0.4;

interface SeedEvent {
  /** Unix seconds of the first entry; the others follow a few seconds apart. */
  time: number;
  proposals: () => Promise<object[]>;
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
const artifact = () => randomBytes(randomInt(256, 1024));
const commitSha = () => randomBytes(20).toString('hex');
const json = (value: unknown) => new Uint8Array(Buffer.from(JSON.stringify(value), 'utf8'));

async function keyless(ca: DemoCa, identity: OidcIdentity, time: number): Promise<Signer> {
  const issued = await issueSigningCertificate(ca, identity, new Date((time - 5) * 1000));
  return { privateKey: issued.privateKey, verifierPem: issued.certificatePem };
}

function personEvents(ca: DemoCa, start: number, sessions: number[]): SeedEvent[] {
  return PEOPLE.flatMap((person, p) =>
    Array.from({ length: sessions[p]! }, () => {
      const time = start + randomInt(SPAN_SECONDS);
      return {
        time,
        proposals: async () => {
          const signer = await keyless(ca, person, time);
          return Array.from({ length: randomInt(1, 4) }, () => hashedRekordProposal(signer, artifact()));
        },
      };
    }),
  );
}

function githubReleaseEvents(ca: DemoCa, start: number, count: number): SeedEvent[] {
  return Array.from({ length: count }, (_, i) => {
    const time = start + Math.floor(((i + 0.5) * SPAN_SECONDS) / count);
    const version = `1.${i}.0`;
    return {
      time,
      proposals: async () => {
        const commit = commitSha();
        const identity = githubWorkflow(`v${version}`, commit);
        const signer = await keyless(ca, identity, time);
        const files = ARTIFACT_NAMES.slice(0, 4).map((name) => ({
          name: name.replace('{v}', version),
          bytes: artifact(),
        }));
        const statement = slsaV1Statement(
          files.map((f) => ({ name: f.name, sha256: sha256(f.bytes) })),
          identity,
          commit,
        );
        return [
          ...files.map((f) => hashedRekordProposal(signer, f.bytes)),
          dsseProposal([signer], IN_TOTO_PAYLOAD_TYPE, json(statement)),
        ];
      },
    };
  });
}

function gitlabEvents(ca: DemoCa, start: number, count: number): SeedEvent[] {
  return Array.from({ length: count }, () => {
    const time = start + randomInt(SPAN_SECONDS);
    return {
      time,
      proposals: async () => {
        const commit = commitSha();
        const signer = await keyless(ca, gitlabPipeline(commit), time);
        const files = [artifact(), artifact()];
        const subjects = files.map((bytes, i) => ({
          name: `toolbox-${i === 0 ? 'cli' : 'lib'}.tar.gz`,
          sha256: sha256(bytes),
        }));
        const statement = slsaV02Statement(subjects, commit, new Date(time * 1000));
        return [
          ...files.map((bytes) => hashedRekordProposal(signer, bytes)),
          intotoV002Proposal(signer, IN_TOTO_PAYLOAD_TYPE, json(statement)),
        ];
      },
    };
  });
}

function keyEvents(start: number, rsa: KeyObject): SeedEvent[] {
  const release = keySigner();
  const legacy = keySigner(rsa);
  const p384 = keySigner(generateKeyPairSync('ec', { namedCurve: 'P-384' }).privateKey);
  const at = () => start + randomInt(SPAN_SECONDS);
  const one = (build: () => object): SeedEvent => ({
    time: at(),
    proposals: () => Promise.resolve([build()]),
  });
  const checksums = () =>
    Buffer.from(`${sha256(artifact())}  release.tar.gz\n${sha256(artifact())}  release.zip\n`);
  const statement = () =>
    json(slsaV02Statement([{ name: 'release.tar.gz', sha256: sha256(artifact()) }], commitSha(), new Date()));
  return [
    ...Array.from({ length: 30 }, () => one(() => hashedRekordProposal(release, artifact()))),
    ...Array.from({ length: 10 }, () => one(() => rekordProposal(release, checksums()))),
    ...Array.from({ length: 2 }, () =>
      one(() => intotoV001Proposal(release, IN_TOTO_PAYLOAD_TYPE, statement())),
    ),
    ...Array.from({ length: 12 }, () => one(() => hashedRekordProposal(legacy, artifact()))),
    ...Array.from({ length: 6 }, () => one(() => hashedRekordProposal(p384, artifact(), 'sha384'))),
  ];
}

/** Builds the demo entries and plans the first shard. */
export async function createSeedPlan(now: Date = new Date()): Promise<SeedPlan> {
  const start = Math.floor(now.getTime() / 1000) - SPAN_SECONDS - 300;
  // RSA key generation takes a while; let it run on the thread pool while certificates are minted.
  const rsa = promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const ca = await createDemoCa(now);
  const keyless = [
    ...personEvents(ca, start, [12, 10, 6]),
    ...githubReleaseEvents(ca, start, 22),
    ...gitlabEvents(ca, start, 8),
  ];
  // One at a time: minting certificates concurrently is slower here (they contend for the same thread).
  const built = new Map<SeedEvent, object[]>();
  for (const event of keyless) built.set(event, await event.proposals());
  for (const event of keyEvents(start, (await rsa).privateKey)) built.set(event, await event.proposals());
  const events = [...built.keys()].sort((a, b) => a.time - b.time);
  // Validated like any POST.
  const entries = events.flatMap((event) =>
    built.get(event)!.map((proposal, j) => {
      const outcome = canonicalizeProposedValue(proposal);
      if (!outcome.ok) throw new Error(`a demo entry was refused: ${outcome.message}`);
      return { entry: outcome.entry, integratedTime: event.time + 2 * j };
    }),
  );
  // Later events may start within an earlier burst: keep integration times non-decreasing, as a log's are.
  for (let i = 1; i < entries.length; i++) {
    entries[i]!.integratedTime = Math.max(entries[i]!.integratedTime, entries[i - 1]!.integratedTime);
  }
  return { entries, firstShardSize: Math.floor(entries.length * FIRST_SHARD_SHARE) };
}
