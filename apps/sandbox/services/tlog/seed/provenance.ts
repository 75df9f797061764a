// SLSA provenance statements as the seeded CI identities would produce them: v1 from GitHub Actions
// (actions/attest-build-provenance's shape), v0.2 from GitLab (gitlab-runner's PROVENANCE.md shape).
import type { OidcIdentity } from './demo-fulcio';

export interface Subject {
  name: string;
  sha256: string;
}

export function slsaV1Statement(
  subjects: readonly Subject[],
  identity: OidcIdentity,
  commit: string,
): object {
  const claims = identity.claims ?? {};
  const ref = claims[14] ?? 'refs/heads/main';
  const repository = claims[12] ?? '';
  return {
    _type: 'https://in-toto.io/Statement/v1',
    subject: subjects.map((s) => ({ name: s.name, digest: { sha256: s.sha256 } })),
    predicateType: 'https://slsa.dev/provenance/v1',
    predicate: {
      buildDefinition: {
        buildType: 'https://actions.github.io/buildtypes/workflow/v1',
        externalParameters: { workflow: { ref, repository, path: '.github/workflows/release.yml' } },
        internalParameters: {
          github: {
            event_name: 'push',
            repository_id: claims[15],
            repository_owner_id: claims[17],
            runner_environment: claims[11],
          },
        },
        resolvedDependencies: [{ uri: `git+${repository}@${ref}`, digest: { gitCommit: commit } }],
      },
      runDetails: {
        builder: { id: claims[9] ?? identity.san.value },
        metadata: { invocationId: claims[21] },
      },
    },
  };
}

export function slsaV02Statement(subjects: readonly Subject[], commit: string, finishedOn: Date): object {
  const started = new Date(finishedOn.getTime() - 4 * 60 * 1000);
  return {
    _type: 'https://in-toto.io/Statement/v0.1',
    predicateType: 'https://slsa.dev/provenance/v0.2',
    subject: subjects.map((s) => ({ name: s.name, digest: { sha256: s.sha256 } })),
    predicate: {
      builder: { id: 'https://gitlab.com/verity-demo/toolbox/-/runners/12270837' },
      buildType: 'https://gitlab.com/gitlab-org/gitlab-runner/-/blob/v16.11.0/PROVENANCE.md',
      invocation: {
        configSource: {
          uri: 'https://gitlab.com/verity-demo/toolbox',
          digest: { sha1: commit },
          entryPoint: 'release',
        },
      },
      metadata: {
        buildStartedOn: started.toISOString(),
        buildFinishedOn: finishedOn.toISOString(),
        completeness: { parameters: true, environment: true, materials: false },
        reproducible: false,
      },
      materials: [{ uri: 'git+https://gitlab.com/verity-demo/toolbox', digest: { sha1: commit } }],
    },
  };
}
