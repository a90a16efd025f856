import { useState } from 'react';
import { useSourceContext, useTranslate, type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

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

/**
 * What a typed form input with a calendar button needs of its form: the value now, the label as read out, its own
 * validator before the caller's, and a setter for what is picked (as if typed: dirty, touched, validated).
 */
export function useTypedField(source: string, label: unknown, own: Validator, validate?: Validator | Validator[]) {
    const translate = useTranslate();
    const { getSource } = useSourceContext();
    const { setValue } = useFormContext();
    const value: unknown = useWatch({ name: getSource(source) });
    return {
        value,
        name: typeof label === 'string' ? translate(label, { _: label }) : '',
        validators: [own, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])],
        setPicked: (picked: unknown) =>
            setValue(getSource(source), picked, { shouldDirty: true, shouldTouch: true, shouldValidate: true }),
    };
}
