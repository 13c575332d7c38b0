/**
 * The pre-paint color-mode script (docs/ARCHITECTURE.md §prerender): inline in every HTML page's
 * <head>, it puts 'light' or 'dark' on <html> before the first paint, from the choice kept in
 * localStorage or the system preference, so a pre-rendered page never flashes the wrong theme.
 * The CSP allows exactly this text by its hash (security-headers.ts), and a unit test checks
 * that the hash matches.
 */
export const COLOR_MODE_STORAGE_KEY = 'viraliza-tema';

export const COLOR_MODE_SCRIPT =
  `(function(){try{var m=localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)});` +
  'var d=m==="dark"||(m!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);' +
  'var c=document.documentElement.classList;c.remove(d?"light":"dark");c.add(d?"dark":"light");' +
  'document.documentElement.style.colorScheme=d?"dark":"light"}catch(e){}})()';

/** 'sha256-<base64>' of COLOR_MODE_SCRIPT, for the CSP's script-src. */
export const COLOR_MODE_SCRIPT_HASH = 'sha256-zn90GorqSngx9lGAKQivhY+B9nHz5rUfPdC9AJ//j5k=';
