import { useState, type ChangeEvent } from 'react';

/** Controlled text fields: `field(name)` gives a TextField its name, value and onChange. */
export const useFields = <T extends Record<string, string>>(initial: T) => {
    const [values, setValues] = useState(initial);
    const field = (name: keyof T & string) => ({
        name,
        value: values[name],
        onChange: (event: ChangeEvent<HTMLInputElement>) =>
            setValues(current => ({ ...current, [name]: event.target.value })),
    });
    return { values, field };
};
