import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { fpsPayload, type FpsPayloadInput } from '../../../../common/fps';

const SIZE = 140;

/**
 * The FPS QR code that pays `input` (see common/fps.ts), drawn as an SVG image by `qrcode`, with a caption. The
 * payload is also kept in `data-payload`, for tests and for reading it back by hand.
 */
export const FpsQrCode = ({ input, alt, caption }: { input: FpsPayloadInput; alt: string; caption: string }) => {
    const payload = fpsPayload(input);
    const [image, setImage] = useState<{ payload: string; src: string }>();

    useEffect(() => {
        let live = true;
        QRCode.toString(payload, {
            type: 'svg',
            errorCorrectionLevel: 'M',
            margin: 2,
            color: { dark: '#000000', light: '#ffffff' },
        })
            .then(
                svg =>
                    live && setImage({ payload, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }),
            )
            .catch(error => console.error('FPS QR code not drawn', error));
        return () => {
            live = false;
        };
    }, [payload]);

    const src = image?.payload === payload ? image.src : undefined;
    return (
        <figure className="invoice-fps">
            {src ? (
                <img src={src} alt={alt} width={SIZE} height={SIZE} data-payload={payload} />
            ) : (
                <div style={{ width: SIZE, height: SIZE }} aria-hidden="true" />
            )}
            <figcaption>{caption}</figcaption>
        </figure>
    );
};
