import {
    AutocompleteInput,
    DateInput,
    NullableBooleanInput,
    ReferenceInput,
    SearchInput,
    SelectInput,
    TextInput,
} from 'react-admin';
import type { DeclaredResource } from './declare';
import { enumChoices, referenceSort } from './inputs';
import { fieldLabel, namespaceOf } from './model';

/** The keyword search (always shown) and the list route's own filters, labelled like their fields. */
export const listFilters = (resource: DeclaredResource) => {
    const { namespace, key } = namespaceOf(resource.name);
    const filters = resource.model.filters.map(filter => {
        const field = resource.model.fields.find(candidate => candidate.name === filter.name);
        const label = field ? fieldLabel(resource.name, filter.name) : `${namespace}.${key}.filters.${filter.name}`;
        const common = { key: filter.name, source: filter.name, label };
        switch (filter.kind) {
            case 'enum':
                return <SelectInput {...common} choices={enumChoices({ choices: filter.choices, namespace: field?.namespace })} />;
            case 'boolean':
                return <NullableBooleanInput {...common} />;
            case 'date':
                return <DateInput {...common} />;
            case 'reference':
                return (
                    <ReferenceInput key={filter.name} source={filter.name} reference={filter.reference!} sort={referenceSort(filter.reference!)}>
                        <AutocompleteInput label={label} filterToQuery={q => ({ q })} />
                    </ReferenceInput>
                );
            default:
                return <TextInput {...common} />;
        }
    });
    return [<SearchInput key="q" source="q" alwaysOn />, ...filters];
};
