import { fpsPayload, type FpsPayloadInput } from '../../../../common/fps';
import { useQrCode } from '../../../components/useQrCode';

const SIZE = 140;

/**
 * The FPS QR code that pays `input` (see common/fps.ts), with a caption. The payload is also kept in
 * `data-payload`, for tests and for reading it back by hand.
 */
export const FpsQrCode = ({ input, alt, caption }: { input: FpsPayloadInput; alt: string; caption: string }) => {
    const payload = fpsPayload(input);
    const image = useQrCode(payload);
    return (
        <figure className="invoice-fps">
            {image ? (
                <img src={image.svg} alt={alt} width={SIZE} height={SIZE} data-payload={payload} />
            ) : (
                <div style={{ width: SIZE, height: SIZE }} aria-hidden="true" />
            )}
            <figcaption>{caption}</figcaption>
        </figure>
    );
};
