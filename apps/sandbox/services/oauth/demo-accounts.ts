// The people who can sign in at the sandbox's consent page. The URL-notification, analytics and storage
// services decide what an account may touch from `ownsDemoData`: one account owns the demo sites and the
// demo channel, the other owns none of them (only a small channel of its own, analytics/demo-channels.ts), so
// "permission denied" paths can be tried with a real token.
export interface DemoAccount {
  /** Google's stable account ID (the `sub` of tokeninfo and ID tokens): digits. */
  sub: string;
  email: string;
  name: string;
  ownsDemoData: boolean;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { sub: '104857600000000000001', email: 'ada@example.com', name: 'Ada Operator', ownsDemoData: true },
  { sub: '104857600000000000002', email: 'grace@example.com', name: 'Grace Visitor', ownsDemoData: false },
];

export function findDemoAccount(sub: string): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((account) => account.sub === sub);
}
