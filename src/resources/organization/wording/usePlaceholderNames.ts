import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { MESSAGE_PLACEHOLDERS } from '../../../../common/messages';
import type { PlaceholderNames } from './placeholderText';

/** The placeholders' names in the UI language, as the chips and the text fields show them. */
export function usePlaceholderNames(): PlaceholderNames {
    const translate = useTranslate();
    return useMemo(
        () =>
            Object.fromEntries(
                MESSAGE_PLACEHOLDERS.map(code => [
                    code,
                    translate(`motor-garage.message.templates.placeholder.${code}`),
                ]),
            ) as PlaceholderNames,
        [translate],
    );
}
