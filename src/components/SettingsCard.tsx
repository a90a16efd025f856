import { Card, CardContent, Typography } from '@mui/material';
import { useEffect, useId, useState, type ReactNode } from 'react';

/**
 * Settings read once from the server: null while they load (and when loading failed: the client has said why);
 * `saved` takes the server's answer to a change, and `version` counts the saves, for forms to start afresh from it
 * (a secret's box empties, the stored values come back).
 */
export const useLoadedSettings = <T,>(load: () => Promise<T>) => {
    const [settings, setSettings] = useState<T | null>(null);
    const [version, setVersion] = useState(0);
    useEffect(() => {
        load().then(setSettings, () => undefined);
        // loaded once, when the card opens
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    const saved = (next: T) => {
        setSettings(next);
        setVersion(count => count + 1);
    };
    return { settings, saved, version };
};

/** A settings section of a page: a card titled (its region's name) and introduced, around its facts and forms. */
export const SettingsCard = ({
    title,
    intro,
    children,
    sx,
}: {
    title: string;
    intro: string;
    children: ReactNode;
    sx?: object;
}) => {
    const titleId = useId();
    return (
        <Card variant="outlined" component="section" aria-labelledby={titleId} sx={sx}>
            <CardContent>
                <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                    {title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                    {intro}
                </Typography>
                {children}
            </CardContent>
        </Card>
    );
};
