import { useEffect, useState } from 'react';

/**
 * A data: URL of `file`, for a picture's preview before it is sent (img-src allows data:). Read as it is
 * chosen; null until it is read, and for no file. Nothing to revoke, so a remount loses nothing.
 */
export function usePreviewUrl(file: Blob | null): string | null {
  const [read, setRead] = useState<{ file: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    const reader = new FileReader();
    reader.addEventListener('load', () => {
      if (typeof reader.result === 'string') setRead({ file, url: reader.result });
    });
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return read && read.file === file ? read.url : null;
}
