import { declareResource } from '../declared';
import { CustomerShow } from './CustomerShow';
import { ReminderConsentField, ReminderConsentInput } from './ReminderConsent';

export default declareResource({
    name: 'relationship/customer',
    createTitle: 'relationship.create.customer',
    title: 'name',
    list: ['name', 'type', 'company_name', 'phone', 'email', 'vehicle_count', 'balance_cents', 'last_visit', 'tags'],
    compact: { primary: 'name', secondary: 'phone', tertiary: 'company_name' },
    form: [
        'name',
        'type',
        'company_name',
        'phone',
        'email',
        'preferred_locale',
        'address',
        'tags',
        'reminder_consent',
        'marketing_consent',
        'notes',
    ],
    show: [
        'name',
        'type',
        'company_name',
        'phone',
        'email',
        'address',
        'preferred_locale',
        'tags',
        'reminder_consent',
        'marketing_consent',
        'notes',
    ],
    // consent reads with where it came from and when; the form's tick says what it means
    fieldComponents: { reminder_consent: ReminderConsentField },
    inputComponents: { reminder_consent: ReminderConsentInput },
    components: { show: CustomerShow },
});
