import type { WriteContext } from '../../resources/declare';
import { assertAccountUnique } from '../user/accounts';

/** Whether a write disables an active account or resets its password: both sign the account out. */
export const signsOut = ({ current, values }: WriteContext) =>
    Boolean(values.password) || (current?.status === 'active' && values.status === 'disabled');

/** 409 `username_taken` / `email_taken` before the insert or update, naming every clash. */
export const assertUnique =
    (table: Parameters<typeof assertAccountUnique>[1]) =>
    ({ tx, values, id }: WriteContext) =>
        assertAccountUnique(tx, table, values as { username?: string; email?: string }, id);
