import { whatsappLink } from './script-reading';

/**
 * Copiar, Baixar .txt and Compartilhar of the result view (docs/PRODUCT.md §flows.script-view):
 * the browser side, each with its fallback.
 */

/** The clipboard API, else the older copy command on a hidden text area; false when both are refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

/** Saves `text` as a UTF-8 .txt file named `fileName`. */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The Web Share API where the browser has it (phones, Safari); elsewhere WhatsApp in a new tab.
 * 'cancelled' when the person closed the share sheet.
 */
export async function shareText(title: string, text: string): Promise<'shared' | 'whatsapp' | 'cancelled' | 'failed'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text });
      return 'shared';
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return 'cancelled';
      return 'failed';
    }
  }
  return window.open(whatsappLink(text), '_blank', 'noopener,noreferrer') === null ? 'failed' : 'whatsapp';
}
