import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * `text` as a QR code: an SVG image's data URL drawn by `qrcode` (black on white, medium error correction), or
 * undefined until it is drawn (and while a new `text` is).
 */
export const useQrCode = (text: string): string | undefined => {
    const [image, setImage] = useState<{ text: string; src: string }>();
    useEffect(() => {
        let live = true;
        QRCode.toString(text, {
            type: 'svg',
            errorCorrectionLevel: 'M',
            margin: 2,
            color: { dark: '#000000', light: '#ffffff' },
        })
            .then(svg => live && setImage({ text, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }))
            .catch(error => console.error('QR code not drawn', error));
        return () => {
            live = false;
        };
    }, [text]);
    return image?.text === text ? image.src : undefined;
};
