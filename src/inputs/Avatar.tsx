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
    // The outcome for one uuid; a different uuid is "loading" until its own outcome arrives.
    const [outcome, setOutcome] = useState<{ uuid: string; state: 'loaded' | 'error'; src: string }>();

    useEffect(() => {
        if (!uuid) return;
        let live = true;
        fetchAssetUrl(uuid)
            .then(async url => {
                await preload(url);
                if (live) setOutcome({ uuid, state: 'loaded', src: url });
            })
            .catch(() => live && setOutcome({ uuid, state: 'error', src: '' }));
        return () => {
            live = false;
        };
    }, [uuid]);

    const current = uuid && outcome?.uuid === uuid ? outcome : undefined;
    const state: AvatarState = !uuid ? 'idle' : (current?.state ?? 'loading');
    const src = current?.src ?? '';

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
