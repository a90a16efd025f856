import AddIcon from '@mui/icons-material/Add';
import { createElement } from 'react';
import { Button, Link, useCreatePath, useResourceDefinition } from 'react-admin';
import { useCan, type PermissionNeed } from '../session/permissions';

/**
 * Opens `resource`'s create page with `record` filled in (the form reads the location's record), where the session may
 * (`need`). A button in its row with the resource's icon, an icon alone below 640 px (named by its label), never the
 * floating button react-admin's CreateButton becomes on phones, where several would cover each other.
 */
export const PrefilledCreateButton = ({
    resource,
    label,
    record,
    need,
}: {
    resource: string;
    label: string;
    record: Record<string, unknown>;
    need?: PermissionNeed;
}) => {
    const can = useCan();
    const createPath = useCreatePath();
    const { icon } = useResourceDefinition({ resource });
    if (!can(need)) return null;
    return (
        <Button component={Link} to={createPath({ resource, type: 'create' })} state={{ record }} label={label}>
            {icon ? createElement(icon) : <AddIcon />}
        </Button>
    );
};
