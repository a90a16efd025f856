import { ReferenceField, TextField } from 'react-admin';
import { resourceOf } from './declare';
import { useCanRead } from './readable';

/** A reference's name as plain text, for a row that is already a link (its id where the session may not read it). */
export const ReferenceName = ({ source, model }: { source: string; model: string }) =>
    useCanRead()(model) ? (
        <ReferenceField source={source} reference={resourceOf(model)} link={false} emptyText="" />
    ) : (
        <TextField source={source} emptyText="" />
    );
