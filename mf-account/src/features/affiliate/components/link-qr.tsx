import { useEffect, useState } from 'react';

/** The link as a QR code (qrcode, loaded with the first one shown), for print and for phones. */
export function LinkQr({ url, code }: { url: string; code: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then((qr) => qr.toDataURL(url, { margin: 1, width: 200, errorCorrectionLevel: 'M' })).then((data) => live && setSrc(data));
    return () => {
      live = false;
    };
  }, [url]);
  if (!src) return <p className="acc-muted acc-small">Đang tạo mã QR…</p>;
  return (
    <figure className="acc-aff-qr">
      <img src={src} width={200} height={200} alt={`Mã QR của liên kết ${code}`} />
      <figcaption>
        <a href={src} download={`lien-ket-${code}.png`}>
          Tải mã QR
        </a>
      </figcaption>
    </figure>
  );
}
