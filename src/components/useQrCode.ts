import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

const COLOURS = { dark: '#000000', light: '#ffffff' };

type Drawn = { payload: string; url: string };

/** Draws `payload` once it is known; undefined until drawn, or when it cannot be (no canvas for a PNG). */
function useDrawn(payload: string | null, draw: (payload: string) => Promise<string>) {
    const [drawn, setDrawn] = useState<Drawn>();
    useEffect(() => {
        if (!payload) return;
        let live = true;
        draw(payload).then(
            url => live && setDrawn({ payload, url }),
            error => console.error('QR code not drawn', error),
        );
        return () => {
            live = false;
        };
    }, [payload, draw]);
    return drawn?.payload === payload ? drawn.url : undefined;
}

const drawSvg = (payload: string) =>
    QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: COLOURS }).then(
        svg => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    );
const drawPng = (payload: string) =>
    QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 4, width: 600, color: COLOURS });
const none = () => Promise.reject(new Error('not asked for'));

/**
 * `payload` drawn as a QR code by `qrcode`: an SVG image to show (sharp at any size, printed too) and, with `png`, a
 * PNG to save into a phone's photos (where a banking app can open it).
 */
export function useQrCode(payload: string | null, { png = false } = {}) {
    const svg = useDrawn(payload, drawSvg);
    const pngUrl = useDrawn(png ? payload : null, png ? drawPng : none);
    return svg ? { svg, png: pngUrl ?? null } : undefined;
}
