import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../common/locales';
import { MESSAGE_KINDS, WHATSAPP_TEMPLATE_PARAMETERS } from '../../../common/messages';
import { DEFAULT_TEMPLATES } from '../../../server/modules/message/defaults';

const placeholdersOf = (text: string) => new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map(([, name]) => name));

describe('the parameters of an approved WhatsApp template', () => {
    it.each(MESSAGE_KINDS)('of %s are what its default wording says, in every language, each once', kind => {
        const parameters = WHATSAPP_TEMPLATE_PARAMETERS[kind];
        expect(new Set(parameters).size).toBe(parameters.length);
        for (const locale of LOCALES) {
            expect(placeholdersOf(DEFAULT_TEMPLATES[kind][locale].body)).toEqual(new Set(parameters));
        }
    });
});
