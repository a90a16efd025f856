import { useEffect, useState } from 'react';
import { fetchAssetUrl } from '../../../inputs/assets';

/** The garage's logo, as a plain image (it prints; the app's round avatar would crop it). */
export const AssetLogo = ({ uuid, alt }: { uuid: string; alt: string }) => {
    const [src, setSrc] = useState<{ uuid: string; url: string }>();
    useEffect(() => {
        let live = true;
        fetchAssetUrl(uuid).then(
            url => live && setSrc({ uuid, url }),
            () => undefined,
        );
        return () => {
            live = false;
        };
    }, [uuid]);
    return src?.uuid === uuid ? <img src={src.url} alt={alt} /> : null;
};
