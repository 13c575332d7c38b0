import { SIDEBAR_LINKS } from '@shared/navigation/app-routes';
import { groupSidebarLinks } from './sidebar-groups';
import { SIDEBAR_ICONS } from './sidebar-icons';
import { avatarLetter } from './shell-text';

describe('groupSidebarLinks', () => {
  it('keeps the order and puts Viral Curto under the YouTube heading', () => {
    const sections = groupSidebarLinks(SIDEBAR_LINKS);
    expect(sections.map((s) => s.heading)).toEqual([undefined, 'YouTube']);
    expect(sections[0]!.links.map((l) => l.label)).toEqual([
      'Criar',
      'Ideias Virais',
      'Últimas Notícias',
      'Missão Influencer',
      'Teleprompter',
      'Gerador de Imagens IA',
      'Viral Finder',
    ]);
    expect(sections[1]!.links.map((l) => l.label)).toEqual(['Viral Curto']);
  });

  it('gives every sidebar link an icon', () => {
    for (const link of SIDEBAR_LINKS) expect(SIDEBAR_ICONS[link.path]).toBeDefined();
  });
});

describe('shell text', () => {
  it('uppercases the first letter of the e-mail for the avatar', () => {
    expect(avatarLetter('ana@x.com')).toBe('A');
    expect(avatarLetter(undefined)).toBe('?');
  });
});
