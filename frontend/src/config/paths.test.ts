import { describe, expect, it } from 'vitest';
import { adminPaths, joinWaitlistPath, paymentSuccessPath } from './paths';

describe('path builders', () => {
  it('encode their parameters', () => {
    expect(joinWaitlistPath(3, 'Audio & video')).toBe('/join-waitlist/product/3/Audio%20%26%20video');
    expect(paymentSuccessPath('PT-1001')).toBe('/create-translation/success?order=PT-1001');
    expect(adminPaths.updateAccount(12)).toBe('/admin/accounts/update?org=12');
    expect(adminPaths.dashboard).toBe('/admin/account-manager');
    expect(adminPaths.createOrganization).toBe('/admin/account-manager/organization/create');
  });
});
