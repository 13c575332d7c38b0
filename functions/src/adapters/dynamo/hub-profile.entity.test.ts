import {
  activateUpdate,
  awardUpdate,
  hubProfileItem,
  ownsItem,
  purchaseUpdate,
  toHubProfile,
} from './hub-profile.entity';
import { NEW_HUB_PROFILE } from '../../hub/hub-view';

const NOW = new Date('2026-03-15T15:00:00.000Z');

describe('the hub profile entity', () => {
  it('puts a new profile under USER#<sub> / HUB and reads it back, the nulls absent', () => {
    const item = hubProfileItem('ana', NEW_HUB_PROFILE, NOW);
    expect(item).toMatchObject({ pk: 'USER#ana', sk: 'HUB', type: 'hubProfile', totalCoins: 0, ownedAvatars: [] });
    expect(item).not.toHaveProperty('activeAvatarId');
    expect(item).not.toHaveProperty('streakLastDay');
    expect(toHubProfile(item)).toEqual(NEW_HUB_PROFILE);
  });

  it('buys an avatar only with the coins and not owned, the first one becoming active', () => {
    const u = purchaseUpdate('ana', 'avatar', { id: 'criador-iniciante', cost: 100 }, NOW);
    expect(u.ConditionExpression).toBe('attribute_exists(pk) AND totalCoins >= :cost AND NOT contains(#owned, :id)');
    expect(u.UpdateExpression).toContain('activeAvatarId = if_not_exists(activeAvatarId, :id)');
    expect(u.ExpressionAttributeNames).toEqual({ '#owned': 'ownedAvatars' });
    const theme = purchaseUpdate('ana', 'theme', { id: 'neon', cost: 300 }, NOW);
    expect(theme.UpdateExpression).not.toContain('activeThemeId');
    const freeze = purchaseUpdate('ana', 'streakFreeze', { id: 'streak-freeze', cost: 200 }, NOW);
    expect(freeze.ConditionExpression).toContain('streakFreezes < :max');
  });

  it('tells an owned item from a lack of coins', () => {
    const p = { ...NEW_HUB_PROFILE, ownedThemes: ['neon'], streakFreezes: 1 };
    expect(ownsItem(p, 'theme', 'neon')).toBe(true);
    expect(ownsItem(p, 'avatar', 'neon')).toBe(false);
    expect(ownsItem(p, 'streakFreeze', 'streak-freeze')).toBe(true);
  });

  it('awards only while the streak is the one the completion started from', () => {
    const mission = { id: '2026-03-15-0', date: '2026-03-15', slot: 0, templateId: 'p1-01' } as never;
    const first = awardUpdate('ana', {
      mission: { ...(mission as object), xp: 20, coins: 10 } as never,
      now: NOW,
      before: { streak: { days: 0, lastDay: null }, streakFreezes: 0 },
      after: { days: 1, lastDay: '2026-03-15' },
      freezesUsed: 0,
    });
    expect(first.ConditionExpression).toContain('attribute_not_exists(streakLastDay)');
    expect(first.UpdateExpression).toContain('ADD totalXp :xp, totalCoins :coins');
    expect(activateUpdate('ana', 'theme', null, NOW).UpdateExpression).toContain('REMOVE activeThemeId');
  });
});
