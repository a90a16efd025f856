import type { Cluster } from '../cluster';
import type { Tally } from '../http';
import { assetsAcrossNodes } from './assets';
import { loginLimitAcrossNodes } from './login-limit';
import { messageSentOnce } from './message-once';
import { readsOnTheReplica } from './read-replica';
import { rollingRestart } from './rolling-restart';
import { signInAcrossNodes } from './sign-in';

export interface Scenario {
    title: string;
    /** Runs against the cluster, its requests timed into `tally` and what it saw into `notes`; throws on a failed check. */
    run(cluster: Cluster, tally: Tally, notes: string[]): Promise<void>;
}

/** In order: the rolling restart last, as it restarts both nodes. */
export const SCENARIOS: Scenario[] = [
    signInAcrossNodes,
    assetsAcrossNodes,
    loginLimitAcrossNodes,
    messageSentOnce,
    readsOnTheReplica,
    rollingRestart,
];
