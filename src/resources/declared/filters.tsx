import {
    AutocompleteInput,
    NullableBooleanInput,
    ReferenceInput,
    SearchInput,
    SelectInput,
    TextInput,
} from 'react-admin';
import { DayInput } from '../../inputs';
import { resourceOf, type DeclaredResource } from './declare';
import { enumChoices, referenceSort } from './inputs';
import { fieldLabel, namespaceOf } from './model';
import { useCanRead } from './readable';

/**
 * The keyword search (always shown) and the list route's own filters, labelled like their fields; those the
 * declaration keeps `alwaysOn` show beside the search, the others behind the add-filter button. A filter by a
 * reference the session may not read is left out.
 */
export const useListFilters = (resource: DeclaredResource) => {
    const { namespace, key } = namespaceOf(resource.name);
    const canRead = useCanRead();
    const readable = resource.model.filters.filter(filter => filter.kind !== 'reference' || canRead(filter.reference!));
    const filters = readable.map(filter => {
        const field = resource.model.fields.find(candidate => candidate.name === filter.name);
        const label = field ? fieldLabel(resource.name, filter.name) : `${namespace}.${key}.filters.${filter.name}`;
        const alwaysOn = resource.declaration.alwaysOn?.includes(filter.name);
        const common = { source: filter.name, label, alwaysOn };
        switch (filter.kind) {
            case 'enum':
                return (
                    <SelectInput
                        key={filter.name}
                        {...common}
                        choices={enumChoices({ choices: filter.choices, namespace: field?.namespace })}
                    />
                );
            case 'boolean':
                return <NullableBooleanInput key={filter.name} {...common} />;
            case 'date':
                return <DayInput key={filter.name} {...common} />;
            case 'reference':
                return (
                    <ReferenceInput
                        key={filter.name}
                        source={filter.name}
                        reference={resourceOf(filter.reference!)}
                        sort={referenceSort(filter.reference!)}
                        alwaysOn={alwaysOn}
                    >
                        <AutocompleteInput label={label} filterToQuery={q => ({ q })} />
                    </ReferenceInput>
                );
            default:
                return <TextInput key={filter.name} {...common} />;
        }
    });
    return [<SearchInput key="q" source="q" alwaysOn />, ...filters];
};
