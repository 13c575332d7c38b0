import type { SidebarLink } from '@shared/navigation/app-routes';

export interface SidebarSection {
  /** Group heading ("YouTube"); undefined for the ungrouped links at the top. */
  heading?: string;
  links: SidebarLink[];
}

/** Splits the links into sections, keeping their order; a group opens a new section. */
export function groupSidebarLinks(links: readonly SidebarLink[]): SidebarSection[] {
  const sections: SidebarSection[] = [];
  for (const link of links) {
    const last = sections[sections.length - 1];
    if (last && last.heading === link.group) last.links.push(link);
    else sections.push({ heading: link.group, links: [link] });
  }
  return sections;
}
