import { describe, expect, it } from 'vitest';
import { logOutput } from '../../../server/log-output';

describe('the log npm start writes', () => {
    it('is pretty-printed by pino-pretty on a terminal', () => {
        const logger = logOutput({ isTTY: true });
        expect(logger).toMatchObject({ transport: { target: 'pino-pretty' } });
    });

    it('stays one JSON object a line when stdout is a pipe or a file', () => {
        expect(logOutput({ isTTY: false })).toBeUndefined();
        expect(logOutput({})).toBeUndefined();
    });
});
