import { catalogueRepresentation } from '../../i18n/locale';
import { declareResource } from '../declared';

export default declareResource({
    name: 'motor-garage/service',
    createTitle: 'motor-garage.create.service',
    title: 'name',
    // pickers and chips (a booking's services, a job's parts) in the interface's language
    representation: catalogueRepresentation,
    list: ['code', 'name', 'category', 'price_cents', 'duration_minutes', 'active'],
    compact: { primary: 'name', secondary: 'code', tertiary: 'price_cents' },
    form: ['code', 'name', 'name_zh', 'category', 'price_cents', 'duration_minutes', 'active', 'description'],
});
