import type { ComponentType } from 'react';
import { PlaceholderPage } from '../components/PlaceholderPage';

export interface ResourceDef {
    name: string;
    list: ComponentType;
    icon: ComponentType;
    options: { label: string };
}

/** A resource whose screens arrive in a later release: its list is a titled placeholder. */
export const placeholderResource = (name: string, label: string, icon: ComponentType): ResourceDef => {
    const list = () => <PlaceholderPage title={label} />;
    list.displayName = `${name}/list`;
    return { name, list, icon, options: { label } };
};
