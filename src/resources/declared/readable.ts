import { useCallback } from 'react';
import { resourceModels, type DeclaredResourceName } from '../../api/resources.gen';
import { useCan } from '../../session/permissions';
import type { FieldModel, ResourceModel } from './model';

/**
 * `canRead(model)`: whether the session may read a declared resource's records (`<permission>:read`; always for one
 * without a permission, the back-office's, or what is no declared resource). A reference to a resource it may not
 * read shows the stored id as plain text and asks the API nothing (it would answer 403).
 */
export const useCanRead = (): ((model: string) => boolean) => {
    const can = useCan();
    return useCallback(
        (model: string) => {
            const permission = (resourceModels[model as DeclaredResourceName] as ResourceModel | undefined)?.permission;
            return !permission || can(`${permission}:read`);
        },
        [can],
    );
};

/** References' ids as plain text: `12`, or `3, 7` for several. */
export const idsText = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value ?? ''));

/**
 * `unreadable(field)`: whether the field holds ids of records the session may not read (a reference or references):
 * screens show the ids as they are, whatever component the declaration gives the field.
 */
export const useUnreadable = (): ((field: FieldModel) => boolean) => {
    const canRead = useCanRead();
    return useCallback(
        (field: FieldModel) =>
            (field.kind === 'reference' || field.kind === 'references') &&
            Boolean(field.reference) &&
            !canRead(field.reference!),
        [canRead],
    );
};
