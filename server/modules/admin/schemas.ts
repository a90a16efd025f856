import { Type } from 'typebox';
import { AccountRecord } from '../user/schemas';

export const AdminRecord = Type.Object(AccountRecord.properties, { title: 'Admin' });
