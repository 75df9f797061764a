import { describe, expect, it } from 'vitest';
import { senderIdentity } from '../../../../../src-main/services/urls/url-sites';

describe('senderIdentity', () => {
  const robot = { email: 'robot@project.iam.gserviceaccount.com' };
  it("is the sign-in's e-mail whenever someone signed in (even one to renew), else the service account's", () => {
    expect(senderIdentity({ state: 'signed-in', email: 'ada@example.com' }, robot)).toBe('ada@example.com');
    expect(senderIdentity({ state: 'sign-in-again', email: 'ada@example.com' }, robot)).toBe(
      'ada@example.com',
    );
    expect(senderIdentity({ state: 'signed-in', email: null }, robot)).toBe('the signed-in account');
    expect(senderIdentity({ state: 'signed-out', email: null }, robot)).toBe(robot.email);
    expect(senderIdentity({ state: 'signed-out', email: null }, null)).toBeNull();
  });
});
