import type { Tx } from '../db/client';

/** What the demo garage's own records hang on. */
export interface DemoGarage {
    workspaceId: number;
    ownerMembershipId: number;
    memberMembershipId: number;
}

/** One part of the demo garage's records, written as the app role, scoped to the garage, in the seed's transaction. */
export type DemoStep = (tx: Tx, garage: DemoGarage) => Promise<void>;
