import { useEffect, useState } from 'react';

/** The otpauth URI drawn as a QR code (a data URL, so nothing leaves the browser). */
export function useQrCode(uri: string): string | null {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    // Loaded only here: few people set up an authenticator, so the QR encoder stays out of the first loads (/login, /config/security).
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(uri, { margin: 1, width: 200 }))
      .then(
        (url) => current && setDataUrl(url),
        () => current && setDataUrl(null),
      );
    return () => {
      current = false;
    };
  }, [uri]);
  return dataUrl;
}
