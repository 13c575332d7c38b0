/**
 * Saves an image under the given name. A cross-origin `<a download>` (the S3 presigned URL on
 * AWS) ignores the name, so the PNG is fetched (the bucket allows GET from any origin: the URL is
 * the permission) and saved from a blob URL.
 */
export async function downloadImage(url: string, fileName: string): Promise<void> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`download failed: ${res.status}`);
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // the click has handed the blob to the browser's download; keep it a moment for slow ones
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}
