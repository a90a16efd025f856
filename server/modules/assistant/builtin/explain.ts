// PLACEHOLDER on the server branch: the built-in assistant's real glossary replaces this file.
import type { Locale } from '../../../../common/locales';

/** The note as written. */
export function explainBuiltin(text: string, _locale: Locale): string {
    return text.trim();
}
