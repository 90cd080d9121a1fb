/** The file name of a `Content-Disposition: attachment; filename="..."` header, if any. */
export function attachmentFilename(header: string | null): string | null {
  if (!header) return null;
  const match = /filename="([^"]+)"/i.exec(header) ?? /filename=([^;\s]+)/i.exec(header);
  // A name with a path in it is not used as it is: the browser would strip it anyway.
  const name = match?.[1]?.trim();
  return name && !/[\\/]/.test(name) ? name : null;
}

/** Hands a fetched file to the browser as a download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; keep the URL a moment longer for slow browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
