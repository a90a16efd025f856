import { useEffect, useState } from 'react';
import { Avatar as MuiAvatar, type AvatarProps as MuiAvatarProps } from '@mui/material';
import { fetchAssetUrl } from './assets';

export type AvatarState = 'idle' | 'loading' | 'loaded' | 'error';

export interface AvatarProps extends Omit<MuiAvatarProps, 'src' | 'children'> {
    /** asset uuid of the image */
    uuid?: string | null;
    /** its first letter, uppercased, shows until the image has loaded */
    text?: string | null;
    size?: number;
}

export const initialOf = (text?: string | null): string => (Array.from((text ?? '').trim())[0] ?? '').toUpperCase();

/** Resolves when the browser has decoded the image, so the letter never gives way to a blank box. */
const preload = (url: string) =>
    new Promise<void>((resolve, reject) => {
        const img = new Image();
        img.onload = () => resolve();
        img.onerror = reject;
        img.src = url;
    });

export const Avatar = ({ uuid, text, size = 32, sx, ...rest }: AvatarProps) => {
    const [state, setState] = useState<AvatarState>('idle');
    const [src, setSrc] = useState('');

    useEffect(() => {
        setSrc('');
        if (!uuid) {
            setState('idle');
            return;
        }
        let live = true;
        setState('loading');
        fetchAssetUrl(uuid)
            .then(async url => {
                await preload(url);
                if (!live) return;
                setSrc(url);
                setState('loaded');
            })
            .catch(() => live && setState('error'));
        return () => {
            live = false;
        };
    }, [uuid]);

    return (
        <MuiAvatar
            alt={text ?? undefined}
            src={src || undefined}
            data-state={state}
            sx={[{ width: size, height: size, fontSize: size * 0.45 }, ...(Array.isArray(sx) ? sx : [sx])]}
            {...rest}
        >
            {initialOf(text)}
        </MuiAvatar>
    );
};
