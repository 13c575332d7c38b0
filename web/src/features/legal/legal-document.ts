import { CONTACT_EMAIL } from '../billing/plan-catalogue';

/**
 * The legal pages as data (docs/PRODUCT.md §screens.legal): each document is its sections, each
 * section an id (the heading's anchor and the table of contents' link), a title and blocks (a
 * paragraph, or a list). The page component only lays them out.
 */
export type LegalBlock = string | { list: readonly string[] };

export interface LegalSection {
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** yyyy-mm-dd: shown as 'Última atualização: 24 de novembro de 2026'. */
  updatedAt: string;
  /** The paragraph under the title. */
  summary: string;
  sections: readonly LegalSection[];
}

/**
 * Who answers for the data and where to write (LGPD art. 41). The encarregado's name: the
 * company names its encarregado before launch (ANPD Resolução CD/ANPD nº 18/2024 asks for the
 * identity); until then the page names the privacy team behind the same address
 * (docs/PRODUCT.md §product.legal). Changing these two values changes both pages.
 */
export const LEGAL_CONTACTS = {
  controller: 'Viraliza',
  site: 'viraliza.com.br',
  dpoName: 'Equipe de Privacidade do Viraliza',
  dpoEmail: 'privacidade@viraliza.com.br',
  supportEmail: CONTACT_EMAIL,
} as const;

/** 'Última atualização: 24 de novembro de 2026' (the date is a calendar day, read in UTC). */
export function lastUpdatedText(updatedAt: string): string {
  const date = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return `Última atualização: ${date.format(new Date(`${updatedAt}T12:00:00Z`))}`;
}

/** A block's text split into plain parts and the e-mail addresses and app paths it names, for links. */
export function linkParts(text: string): Array<{ text: string; href?: string }> {
  const pattern =
    /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)|((?<=^|[\s(])\/(?:perfil|contato|planos|gerenciar-assinatura|politica-privacidade|termos-uso)\b)/g;
  const parts: Array<{ text: string; href?: string }> = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    const index = m.index ?? 0;
    if (index > last) parts.push({ text: text.slice(last, index) });
    parts.push({ text: m[0], href: m[1] ? `mailto:${m[1]}` : m[0] });
    last = index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
