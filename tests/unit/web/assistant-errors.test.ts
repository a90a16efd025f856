// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { errorMessageFor } from '../../../src/api/errorToast';

describe('quota_exceeded, by status', () => {
    it("reads as the assistant's daily limit on 429 and as the upload space on 413", () => {
        expect(errorMessageFor(429, 'quota_exceeded')).toBe(
            "The assistant has reached today's limit for this organization: try again tomorrow",
        );
        expect(errorMessageFor(413, 'quota_exceeded')).toBe('Your upload space is full: delete some files first');
    });
});
