import { WORKSPACE_ROLES } from '../../../common/roles';

/** Choices of react-admin's SelectInput; their names are i18n keys. */
export interface Choice {
    id: string;
    name: string;
}

export { WORKSPACE_ROLES };

export const roleChoices: Choice[] = WORKSPACE_ROLES.map(role => ({ id: role, name: `common.role.${role}` }));

/** The password rule the server applies: 8 characters at least. */
export const PASSWORD_MIN_LENGTH = 8;
