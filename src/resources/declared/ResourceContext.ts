import { createContext, useContext } from 'react';
import { useCan } from '../../session';
import type { DeclaredResource } from './declare';

export const DeclaredResourceContext = createContext<DeclaredResource | null>(null);

/** The declared resource whose generated screen is rendering. */
export const useDeclaredResource = (): DeclaredResource => {
    const resource = useContext(DeclaredResourceContext);
    if (!resource) throw new Error('useDeclaredResource outside a declared resource screen');
    return resource;
};

/** What the session may do with the current declared resource. */
export const useResourceAbilities = () => {
    const resource = useDeclaredResource();
    const can = useCan();
    return {
        write: resource.model.operations.update && can(`${resource.permission}:write`),
        create: resource.model.operations.create && can(`${resource.permission}:write`),
        delete: resource.model.operations.delete && can(`${resource.permission}:delete`),
    };
};
