import { abbreviateCount, ageLabel, engagementPercent, engagementRate } from './finder-format';
import { FINDER_MESSAGES, foundMessage } from './finder-options';
import { finderSearchBodySchema, viralItemSchema } from './finder.schema';
import { median, outlierLabel, outlierScore } from './outlier';

describe('the outlier score', () => {
  it('divides the views by the median of the creator’s recent videos', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(outlierScore(42_000, [8_000, 10_000, 12_000])).toBe(4.2);
  });
  it('is unknown without a usable median', () => {
    expect(outlierScore(100, [])).toBeNull();
    expect(outlierScore(100, [0, 0, 0])).toBeNull();
  });
  it('reads in pt-BR', () => {
    expect(outlierLabel(4.2)).toBe('4,2× acima do normal');
    expect(outlierLabel(0.5)).toBe('0,5× abaixo do normal');
  });
});

describe('the grid’s formats', () => {
  it('abbreviates with K and M', () => {
    expect(abbreviateCount(999)).toBe('999');
    expect(abbreviateCount(1_000)).toBe('1K');
    expect(abbreviateCount(1_250)).toBe('1,2K');
    expect(abbreviateCount(3_400_000)).toBe('3,4M');
  });
  it('says Hoje, Ontem or há N dias by the day in São Paulo', () => {
    const now = new Date('2026-11-28T12:00:00-03:00');
    expect(ageLabel('2026-11-28T00:30:00-03:00', now)).toBe('Hoje');
    // 01:00 UTC on the 28th is still the 27th in São Paulo
    expect(ageLabel('2026-11-28T01:00:00Z', now)).toBe('Ontem');
    expect(ageLabel('2026-11-20T12:00:00-03:00', now)).toBe('há 8 dias');
  });
  it('shows engagement as a percentage', () => {
    expect(engagementRate(1000, 40, 12)).toBeCloseTo(0.052);
    expect(engagementRate(0, 4, 1)).toBe(0);
    expect(engagementPercent(0.052)).toBe('5,2%');
  });
  it('counts the found items', () => {
    expect(foundMessage(12)).toBe('12 conteúdos encontrados!');
  });
});

describe('the search body', () => {
  const ok = { niche: ' finanças ', platforms: ['youtube'] };
  it('trims the niche and defaults minViews and sortBy', () => {
    expect(finderSearchBodySchema.parse(ok)).toEqual({
      niche: 'finanças',
      platforms: ['youtube'],
      minViews: 0,
      sortBy: 'views',
    });
  });
  it('answers with the spec’s messages', () => {
    const niche = finderSearchBodySchema.safeParse({ ...ok, niche: '   ' });
    expect(niche.error?.issues[0]?.message).toBe(FINDER_MESSAGES.nicheRequired);
    const none = finderSearchBodySchema.safeParse({ ...ok, platforms: [] });
    expect(none.error?.issues[0]?.message).toBe(FINDER_MESSAGES.platformRequired);
    const views = finderSearchBodySchema.safeParse({ ...ok, minViews: 'mil' });
    expect(views.error?.issues[0]?.message).toBe(FINDER_MESSAGES.minViews);
  });
  it('refuses an item without a real url', () => {
    const item = {
      id: 'a',
      platform: 'youtube',
      title: 't',
      author: 'a',
      thumbnail: '',
      url: 'nota url',
      videoUrl: '',
      views: 1,
      likes: 0,
      comments: 0,
      publishedAt: '2026-11-28T10:00:00Z',
      engagementRate: 0,
      outlierScore: null,
    };
    expect(viralItemSchema.safeParse(item).success).toBe(false);
    expect(viralItemSchema.safeParse({ ...item, url: 'https://youtu.be/abc' }).success).toBe(true);
  });
});
