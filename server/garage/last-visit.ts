import { Type } from 'typebox';
import { Nullable } from '../http/schemas';

/** A customer's or vehicle's `last_visit`: when `whose` latest job is or was. */
export const lastVisitSchema = (whose: string) =>
    Nullable(
        Type.String({
            format: 'date-time',
            'x-kind': 'datetime',
            description: `When ${whose} latest job (not cancelled) is or was: its scheduled start, else its creation`,
        }),
    );
