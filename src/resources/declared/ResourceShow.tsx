import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { EditButton, Labeled, Show, TopToolbar, type ShowProps } from 'react-admin';
import { PageHeader, RecordTitle } from './PageHeader';
import { useDeclaredResource, useResourceAbilities } from './ResourceContext';
import { FieldValue } from './fields';
import { fieldLabel } from './model';

/**
 * Beside the title: a resource's own buttons (`extra`: a job's next steps), then edit where the session may write
 * (`edit` replaces that button; null: none), then `more` (a menu of the graver actions), last and apart.
 */
const ShowActions = ({ extra, edit, more }: { extra?: ReactNode; edit?: ReactNode; more?: ReactNode }) => {
    const can = useResourceAbilities();
    return (
        <TopToolbar sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {extra}
            {can.write && (edit === undefined ? <EditButton /> : edit)}
            {more}
        </TopToolbar>
    );
};

/** Kept off the default show page: the id (in the title) and the version (what concurrent writes compare). */
const HIDDEN_KINDS = ['id', 'version'];

/** The declared fields (or `names`) as labelled values in a responsive grid; write-only ones are never answered. */
export const ResourceDetails = ({ names }: { names?: readonly string[] }) => {
    const resource = useDeclaredResource();
    const { show } = resource.declaration;
    const shown =
        names ??
        (show || resource.model.fields.filter(field => !HIDDEN_KINDS.includes(field.kind)).map(field => field.name));
    return (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' }, gap: 2 }}>
            {resource
                .fields(shown)
                .filter(field => !field.writeOnly)
                .map(field => (
                    <Labeled key={field.name} label={fieldLabel(resource.name, field.name)}>
                        <FieldValue resource={resource.name} field={field} />
                    </Labeled>
                ))}
        </Box>
    );
};

/** A titled section of a show page. */
export const ShowSection = ({ title, children }: { title: ReactNode; children: ReactNode }) => (
    <Box component="section" sx={{ mt: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
            {title}
        </Typography>
        {children}
    </Box>
);

/**
 * The generated show page; `children` add sections under the details (a customer's vehicles…), `actions` buttons,
 * `edit` the edit button's replacement (null: none), `more` a menu after it (ShowActions), `queryOptions` the fetch's.
 */
export const ResourceShow = ({
    children,
    actions,
    edit,
    more,
    queryOptions,
}: {
    children?: ReactNode;
    actions?: ReactNode;
    edit?: ReactNode;
    more?: ReactNode;
    /** How the record is fetched: a job page awaiting its customer's answer polls for it. */
    queryOptions?: ShowProps['queryOptions'];
}) => (
    <Show
        queryOptions={queryOptions}
        title={<RecordTitle />}
        actions={
            <PageHeader title={<RecordTitle />} actions={<ShowActions extra={actions} edit={edit} more={more} />} />
        }
    >
        <Box sx={{ p: 2 }}>
            <ResourceDetails />
            {children}
        </Box>
    </Show>
);
