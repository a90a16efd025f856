import type { ResourceModel } from './model';

const TEXT_KINDS = ['text', 'multiline', 'email', 'phone'];

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** A job's lines and the like: in each row, a value left empty is left out, so the server's default applies. */
const withoutEmpty = (rows: unknown) =>
    Array.isArray(rows)
        ? rows.map(row =>
              row && typeof row === 'object'
                  ? Object.fromEntries(
                        Object.entries(row as Record<string, unknown>).filter(([, value]) => !isEmpty(value)),
                    )
                  : row,
          )
        : rows;

/**
 * The form's values as the API takes them: react-admin turns an emptied input into null, which a text field
 * stores as '' and a required number as 0; an unchosen enum is left out so the server's default applies. A
 * write-only field (a password) goes only when typed — empty, it keeps the current one — and a create-only one
 * (a workspace's first owner) only on create. In an array of rows (`lines`) a row's empty values are left out: a
 * line's unit price left empty is the price list's.
 */
export const toPayload =
    (model: ResourceModel, mode: 'create' | 'update' = 'update') =>
    (values: Record<string, unknown>) => {
        const payload: Record<string, unknown> = {};
        for (const field of model.fields) {
            if (field.readOnly || !(field.name in values)) continue;
            if (field.createOnly && mode === 'update') continue;
            const value = values[field.name];
            if (field.writeOnly && isEmpty(value)) continue;
            if (value === null || value === '') {
                if (field.nullable) payload[field.name] = null;
                else if (TEXT_KINDS.includes(field.kind)) payload[field.name] = '';
                else if (field.kind !== 'enum' && field.kind !== 'tags' && field.kind !== 'boolean')
                    payload[field.name] = 0;
                continue;
            }
            payload[field.name] = field.kind === 'lines' ? withoutEmpty(value) : value;
        }
        return payload;
    };
