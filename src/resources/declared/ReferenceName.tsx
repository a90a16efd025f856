import { ReferenceField } from 'react-admin';
import { resourceOf } from './declare';

/** A reference's name as plain text, for a row that is already a link. */
export const ReferenceName = ({ source, model }: { source: string; model: string }) => (
    <ReferenceField source={source} reference={resourceOf(model)} link={false} emptyText="" />
);
