import { profileItem, toProfile, toStanding, toStoredProfile } from './profile.entity';

const profile = {
  userId: 'ana',
  name: 'Ana',
  email: 'ana@example.com',
  avatarUrl: null,
  joinDate: '2026-03-15T09:30:00.000Z',
};

describe('the profile entity', () => {
  it('reads back what it lays out, under USER#<sub> / PROFILE', () => {
    const item = profileItem(profile);
    expect(item).toMatchObject({ pk: 'USER#ana', sk: 'PROFILE', type: 'profile' });
    expect(toProfile(item)).toEqual(profile);
    expect(toStoredProfile({ ...item, avatarKey: 'users/ana/avatar/x.webp' })).toEqual({
      ...profile,
      avatarKey: 'users/ana/avatar/x.webp',
    });
  });

  it('reads a row written before a field existed with the field empty', () => {
    expect(toStoredProfile({ userId: 'ana' })).toEqual({
      userId: 'ana',
      name: '',
      email: '',
      avatarUrl: null,
      joinDate: '',
    });
  });

  it('refuses a malformed item instead of reading it as undefined', () => {
    expect(() => toStoredProfile({ name: 'Ana' })).toThrow();
    expect(() => toProfile({ ...profileItem(profile), email: 42 })).toThrow();
  });

  it('reads the standing, active when the row has none, and refuses an unknown one', () => {
    expect(toStanding({})).toEqual({ status: 'active' });
    expect(toStanding({ status: 'disabled', tokensValidAfter: 100 })).toEqual({
      status: 'disabled',
      tokensValidAfter: 100,
    });
    expect(() => toStanding({ status: 'banido' })).toThrow();
    expect(() => toStanding({ tokensValidAfter: '100' })).toThrow();
  });
});
