import { useState } from 'react';

/**
 * `format` and `parse` for a react-admin input whose box shows its value as text: what staff type stays as typed while
 * it is what makes the value (nothing rewritten under the caret), and a value set otherwise — loaded, reset, picked on a
 * calendar — shows as `show` writes it.
 */
export function useTypedText<T>(show: (value: T) => string, read: (text: string) => T) {
    const [typed, setTyped] = useState<{ value: T; text: string } | null>(null);
    return {
        format: (value: T) => (typed && typed.value === value ? typed.text : show(value)),
        parse: (text: string) => {
            const value = read(text);
            setTyped({ value, text });
            return value;
        },
    };
}
