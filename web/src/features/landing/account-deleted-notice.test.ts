import { ACCOUNT_DELETED_PATH, isAccountDeletedSearch } from './account-deleted-notice';

describe('the landing page after an account deletion', () => {
  it('knows the query the deletion lands with, and nothing else', () => {
    expect(isAccountDeletedSearch(new URL(ACCOUNT_DELETED_PATH, 'http://localhost').search)).toBe(true);
    expect(isAccountDeletedSearch('')).toBe(false);
    expect(isAccountDeletedSearch('?conta=outra')).toBe(false);
  });
});
