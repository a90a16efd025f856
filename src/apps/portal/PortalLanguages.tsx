import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import { LOCALES, LOCALE_NAMES, type Locale } from '../../i18n/locale';

const SHORT: Record<Locale, string> = { en: 'EN', 'zh-hk': '繁', 'zh-cn': '简' };

/**
 * The portal's languages as three buttons named as shown (EN, 繁, 简; the full name as their description): one tap on
 * a phone, and no menu to download.
 */
export const PortalLanguages = ({ locale, onChange }: { locale: Locale; onChange: (next: Locale) => void }) => {
    const translate = useTranslate();
    return (
        <Stack direction="row" role="group" aria-label={translate('meta.language.label')}>
            {LOCALES.map(option => (
                <Button
                    key={option}
                    lang={option}
                    size="small"
                    title={LOCALE_NAMES[option]}
                    aria-pressed={option === locale}
                    variant={option === locale ? 'outlined' : 'text'}
                    onClick={() => option !== locale && onChange(option)}
                    sx={{ minWidth: 40, px: 1 }}
                >
                    {SHORT[option]}
                </Button>
            ))}
        </Stack>
    );
};
