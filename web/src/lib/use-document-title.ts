import { useEffect } from 'react';

export const APP_NAME = 'Viraliza';

/** "Criar Roteiro | Viraliza"; the bare name on the landing page. */
export function documentTitle(title?: string): string {
  return title ? `${title} | ${APP_NAME}` : APP_NAME;
}

export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
