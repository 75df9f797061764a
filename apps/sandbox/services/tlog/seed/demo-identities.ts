// Who signs the demo log's entries: three people signing in through common OIDC providers, two CI
// workloads (GitHub Actions and GitLab CI, with the claims Fulcio copies from their tokens), and
// long-lived keys of the kind projects publish next to their releases.
import type { OidcIdentity } from './demo-fulcio';

const DEMO_REPOSITORY = 'verity-demo/widget';

export const PEOPLE: OidcIdentity[] = [
  { san: { type: 'email', value: 'alice@example.com' }, issuer: 'https://accounts.google.com' },
  { san: { type: 'email', value: 'bob@example.org' }, issuer: 'https://github.com/login/oauth' },
  { san: { type: 'email', value: 'carol@example.net' }, issuer: 'https://login.microsoftonline.com' },
];

/** GitHub Actions release workflow at a tag (SAN = workflow ref, as Fulcio issues them). */
export function githubWorkflow(tag: string, commit: string): OidcIdentity {
  const workflow = `https://github.com/${DEMO_REPOSITORY}/.github/workflows/release.yml@refs/tags/${tag}`;
  return {
    san: { type: 'url', value: workflow },
    issuer: 'https://token.actions.githubusercontent.com',
    legacyClaims: { 2: 'push', 3: commit, 4: 'release', 5: DEMO_REPOSITORY, 6: `refs/tags/${tag}` },
    claims: {
      9: workflow,
      10: commit,
      11: 'github-hosted',
      12: `https://github.com/${DEMO_REPOSITORY}`,
      13: commit,
      14: `refs/tags/${tag}`,
      15: '812994135',
      16: 'https://github.com/verity-demo',
      17: '174523491',
      18: workflow,
      19: commit,
      20: 'push',
      21: `https://github.com/${DEMO_REPOSITORY}/actions/runs/${9_000_000_000 + Number.parseInt(commit.slice(0, 6), 16)}/attempts/1`,
      22: 'public',
    },
  };
}

/** A GitLab CI pipeline on main. */
export function gitlabPipeline(commit: string): OidcIdentity {
  const config = 'https://gitlab.com/verity-demo/toolbox//.gitlab-ci.yml@refs/heads/main';
  return {
    san: { type: 'url', value: config },
    issuer: 'https://gitlab.com',
    claims: {
      9: config,
      10: commit,
      11: 'gitlab-hosted',
      12: 'https://gitlab.com/verity-demo/toolbox',
      13: commit,
      14: 'refs/heads/main',
      20: 'push',
      22: 'public',
    },
  };
}

export const ARTIFACT_NAMES = [
  'widget-{v}-linux-amd64.tar.gz',
  'widget-{v}-linux-arm64.tar.gz',
  'widget-{v}-darwin-arm64.tar.gz',
  'widget-{v}-windows-amd64.zip',
  'widget-{v}.sbom.spdx.json',
  'checksums-{v}.txt',
];
