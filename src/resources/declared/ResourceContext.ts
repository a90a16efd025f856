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

/** What the session may do with the current declared resource: what the model allows, and its permissions say. */
export const useResourceAbilities = () => {
    const resource = useDeclaredResource();
    const can = useCan();
    const { operations } = resource.model;
    const may = (action: 'write' | 'delete' | 'export') =>
        resource.permission === null || can(`${resource.permission}:${action}`);
    return {
        write: operations.update && may('write'),
        create: operations.create && may('write'),
        delete: operations.delete && may('delete'),
        /** the whole list at once: the server refuses larger pages without `<permission>:export` */
        export: may('export'),
    };
};
