import { configure } from '@testing-library/dom';
import { afterAll } from 'vitest';

// react-admin's reference inputs filter after a 500 ms debounce that unmounting does not cancel. In a page test
// (jsdom) one may still be pending when the file's last test ends; it must fire while the page's window exists,
// else it throws "window is not defined" into the run.
if ('window' in globalThis) afterAll(() => new Promise(resolve => setTimeout(resolve, 600)));

// A page test waits for what the page shows (findBy…, waitFor) up to 5 s rather than testing-library's 1 s: on a
// busy 2-core machine a page can take more than a second to draw.
configure({ asyncUtilTimeout: 5_000 });
