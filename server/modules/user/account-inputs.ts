import { Type } from 'typebox';
import { Text } from '../../http/schemas';

/** What a user or platform admin account is written with. */
export const Username = Type.String({ minLength: 3, maxLength: 50, pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$' });
export const Email = Text({ format: 'email', maxLength: 254 });
export const Password = Text({ minLength: 8, maxLength: 1024 });
export const DisplayName = Text({ maxLength: 100 });
