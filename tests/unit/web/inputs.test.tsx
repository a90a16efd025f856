// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Avatar } from '../../../src/inputs/Avatar';
import { DollarInput } from '../../../src/inputs/DollarInput';
import { ImageUpload } from '../../../src/inputs/ImageUpload';
import { NumberInput } from '../../../src/inputs/NumberInput';
import { InShell } from './shell-harness';

const { get, post } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../../src/api/client', () => ({ dynamicApi: { GET: get, POST: post }, quietFetch: vi.fn() }));

afterEach(() => {
    cleanup();
    get.mockReset();
    post.mockReset();
});

const InForm = ({ record, children }: { record: object; children: React.ReactNode }) => (
    <InShell>
        <Form record={record}>{children}</Form>
    </InShell>
);

describe('dollar input', () => {
    it('shows cents as dollars and reads typed digits as cents', () => {
        render(
            <InForm record={{ price_cents: 1234 }}>
                <DollarInput source="price_cents" label="price" />
            </InForm>,
        );
        const field = screen.getByLabelText('price') as HTMLInputElement;
        expect(field.value).toBe('12.34');
        fireEvent.change(field, { target: { value: '12.345' } });
        expect(field.value).toBe('123.45');
        fireEvent.change(field, { target: { value: '' } });
        expect(field.value).toBe('0.00');
    });

    it('shows the amount as it will be saved under the box while it is focused', () => {
        render(
            <InForm record={{ price_cents: 1234 }}>
                <DollarInput source="price_cents" label="price" />
                <DollarInput source="rate" label="rate" showAmount={false} />
            </InForm>,
        );
        const field = screen.getByLabelText('price') as HTMLInputElement;
        expect(screen.queryByText('$12.34')).toBeNull();
        fireEvent.focus(field);
        expect(screen.getByText('$12.34')).toBeTruthy();
        fireEvent.change(field, { target: { value: '12345678' } });
        expect(field.value).toBe('123456.78');
        expect(screen.getByText('$123,456.78')).toBeTruthy();
        expect(field.getAttribute('aria-describedby')).toBe(screen.getByText('$123,456.78').closest('p')?.id);
        fireEvent.blur(field);
        expect(screen.queryByText('$123,456.78')).toBeNull();

        fireEvent.focus(screen.getByLabelText('rate'));
        expect(screen.queryByText('$0.00')).toBeNull();
    });
});

describe('number input', () => {
    it('strips non-digits and shows 0 when emptied', () => {
        render(
            <InForm record={{ mileage: 5 }}>
                <NumberInput source="mileage" label="mileage" />
            </InForm>,
        );
        const field = screen.getByLabelText('mileage') as HTMLInputElement;
        fireEvent.change(field, { target: { value: '12a3' } });
        expect(field.value).toBe('123');
        fireEvent.change(field, { target: { value: '' } });
        expect(field.value).toBe('0');
    });
});

describe('avatar', () => {
    it('shows the uppercased first letter when there is no image', () => {
        render(<Avatar text="kowloon motors" />);
        expect(screen.getByText('K')).toBeTruthy();
    });

    it('keeps the letter and an empty address when the image cannot be fetched', async () => {
        get.mockResolvedValue({ data: undefined, error: { success: false, error: 'not_found' } });
        const { container } = render(<Avatar uuid="missing-uuid" text="amy" />);
        await waitFor(() => expect(container.querySelector('[data-state="error"]')).not.toBeNull());
        expect(screen.getByText('A')).toBeTruthy();
        expect(container.querySelector('img')).toBeNull();
        expect(get).toHaveBeenCalledWith('/api/v2/asset/{uuid}', {
            params: { path: { uuid: 'missing-uuid' } },
            parseAs: 'blob',
        });
    });
});

describe('image upload', () => {
    const choose = (file: File) =>
        fireEvent.change(screen.getByTestId('image-upload-file'), { target: { files: [file] } });

    it('uploads an image as multipart `file` and reports the new uuid', async () => {
        URL.createObjectURL = vi.fn(() => 'blob:preview');
        URL.revokeObjectURL = vi.fn();
        post.mockResolvedValue({ data: { success: true, data: { uuid: 'new-uuid' } } });
        const onUploaded = vi.fn();
        render(
            <InForm record={{}}>
                <ImageUpload source="avatar" label={false} onUploaded={onUploaded} />
            </InForm>,
        );
        expect(screen.getByRole('button', { name: 'Click to upload' })).toBeTruthy();
        expect((screen.getByTestId('image-upload-file') as HTMLInputElement).accept).toBe('image/*');
        choose(new File(['png'], 'logo.png', { type: 'image/png' }));
        await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('new-uuid'));
        const form = post.mock.calls[0][1].body as FormData;
        expect(post.mock.calls[0][0]).toBe('/api/v2/asset');
        expect((form.get('file') as File).name).toBe('logo.png');
        expect(document.querySelector('img')?.getAttribute('src')).toBe('blob:preview');
    });

    it('ignores a file that is not an image; an answer without success is only logged and drops the preview', async () => {
        URL.createObjectURL = vi.fn(() => 'blob:preview');
        const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        post.mockResolvedValue({ data: { success: false } });
        const onUploaded = vi.fn();
        render(
            <InForm record={{}}>
                <ImageUpload source="avatar" label={false} onUploaded={onUploaded} />
            </InForm>,
        );
        choose(new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
        expect(post).not.toHaveBeenCalled();
        choose(new File(['png'], 'logo.png', { type: 'image/png' }));
        await waitFor(() => expect(log).toHaveBeenCalled());
        expect(onUploaded).not.toHaveBeenCalled();
        await waitFor(() => expect(document.querySelector('img')).toBeNull()); // the failed preview is dropped
        log.mockRestore();
    });
});
